// Turns each sub-benchmark's JSON into rows of `npm run bench`'s table:
// { benchmark, figure, value, budget, ok } (ok null: a figure without a budget).

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

/** `node scripts/size.mjs --json`: one row per entry's JS, and one per CSS budget. */
export const sizeFigures = (rows) =>
  rows.flatMap((r) => [
    {
      benchmark: 'weight (npm run size)',
      figure: `${r.name}: JS min+gzip`,
      value: `${kb(r.gz)} (min ${kb(r.min)})`,
      budget: `<= ${r.limitKb} KB`,
      ok: r.gz <= r.limitKb * 1024,
    },
    ...(r.cssLimitKb === undefined
      ? []
      : [
          {
            benchmark: 'weight (npm run size)',
            figure: `${r.name}: CSS min+gzip`,
            value: kb(r.cssGz ?? 0),
            budget: `<= ${r.cssLimitKb} KB`,
            ok: (r.cssGz ?? 0) <= r.cssLimitKb * 1024,
          },
        ]),
  ]);

const FIRST_LOAD_BUDGET_KB = 150;

/**
 * `packages/demo-app/scripts/perf.mjs --json` (`{ budgetKb, ok, pages, lighthouse }`): each
 * page's JavaScript on the wire (as the server sends it, brotli) with LCP, CLS and TBT, then
 * Lighthouse's performance score of /login.
 */
export const perfFigures = ({ budgetKb = FIRST_LOAD_BUDGET_KB, pages = [], lighthouse }) => [
  ...pages.flatMap((p) => [
    {
      benchmark: 'first load (perf.mjs, Chromium)',
      figure: `${p.path}: JavaScript on the wire`,
      value: `${p.jsWireKb.toFixed(1)} KB (${p.jsRawKb.toFixed(1)} KB uncompressed, ${Object.keys(p.scripts ?? {}).length} files)`,
      budget: `<= ${budgetKb} KB`,
      ok: p.jsWireKb <= budgetKb,
    },
    {
      benchmark: 'first load (perf.mjs, Chromium)',
      figure: `${p.path}: LCP, CLS, total blocking time`,
      value: `${p.lcp?.toFixed(0)} ms, ${p.cls?.toFixed(3)}, ${p.tbt?.toFixed(0)} ms`,
      budget: '-',
      ok: null,
    },
  ]),
  ...(lighthouse
    ? [
        {
          benchmark: 'first load (perf.mjs, Chromium)',
          figure: 'Lighthouse performance, /login (mobile: slow 4G, 4x CPU)',
          value: `${lighthouse.score} (FCP ${lighthouse.fcpMs.toFixed(0)} ms, LCP ${lighthouse.lcpMs.toFixed(0)} ms, TBT ${lighthouse.tbtMs.toFixed(0)} ms)`,
          budget: `>= ${lighthouse.min}`,
          ok: lighthouse.ok,
        },
      ]
    : []),
];

/** `packages/demo-app/scripts/interactions.mjs --json`: median and p95 of each interaction. */
export const interactionFigures = ({ figures = [], cpuSlowdown = 4 }) =>
  figures.map((f) => ({
    benchmark: `interactions (Chromium, ${cpuSlowdown}x CPU slowdown)`,
    figure: `${f.name}: ${f.metric}, median`,
    value: `${f.medianMs} ms (p95 ${f.p95Ms} ms, ${f.runs} runs)`,
    budget: `<= ${f.budgetMs} ms`,
    ok: f.ok,
  }));
