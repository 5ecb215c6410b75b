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

/** `packages/demo-app/scripts/perf.mjs --json`: JS on first load, LCP, CLS, TBT per page. */
export const perfFigures = (pages) =>
  pages.flatMap((p) => [
    {
      benchmark: 'first load (perf.mjs, Chromium)',
      figure: `${p.path}: JavaScript, min+gzip`,
      value: `${p.jsGzipKb.toFixed(1)} KB (min ${p.jsMinKb.toFixed(1)} KB, ${Object.keys(p.scripts ?? {}).length} files)`,
      budget: `<= ${FIRST_LOAD_BUDGET_KB} KB`,
      ok: p.jsGzipKb <= FIRST_LOAD_BUDGET_KB,
    },
    {
      benchmark: 'first load (perf.mjs, Chromium)',
      figure: `${p.path}: LCP, CLS, total blocking time`,
      value: `${p.lcp?.toFixed(0)} ms, ${p.cls?.toFixed(3)}, ${p.tbt?.toFixed(0)} ms`,
      budget: '-',
      ok: null,
    },
  ]);

const pickName = (o) => o.figure ?? o.name ?? o.interaction ?? o.label ?? o.path ?? o.id ?? '?';
const numbers = (o) =>
  Object.entries(o)
    .filter(([k, v]) => typeof v === 'number' && !/budget/i.test(k))
    .map(([k, v]) => `${k} ${Number.isInteger(v) ? v : v.toFixed(1)}`)
    .join(', ');

/**
 * Another helper's browser script (interactions.mjs): its format is its own, so this reads
 * what is there: an array of rows (or `{ figures | results | rows: [...] }`), each with a name,
 * numbers, and a budget and verdict when it gives them (`budget`/`budgetMs`, `ok`/`pass`).
 */
export const genericFigures = (benchmark, json) => {
  const rows = Array.isArray(json) ? json : (json.figures ?? json.results ?? json.rows ?? [json]);
  return rows.map((o) => {
    const budget = o.budget ?? o.budgetMs;
    const ok = o.ok ?? o.pass ?? o.passed;
    return {
      benchmark,
      figure: String(pickName(o)),
      value: typeof o.value === 'string' ? o.value : numbers(o),
      budget:
        budget === undefined
          ? '-'
          : typeof budget === 'number'
            ? `<= ${budget} ms`
            : String(budget),
      ok: typeof ok === 'boolean' ? ok : null,
    };
  });
};
