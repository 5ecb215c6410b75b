// The generated section of docs/benchmarks.md: machine, date, command, every figure beside its
// budget, and the "before" figures beside this run's.

const cell = (s) => String(s).replaceAll('|', '\\|');
const verdict = (ok) => (ok === null ? '' : ok ? 'pass' : '**FAIL**');

const row = (f) =>
  `| ${cell(f.benchmark)} | ${cell(f.figure)} | ${cell(f.value)} | ${cell(f.budget)} | ${verdict(f.ok)} |`;

const comparisonRow = (c) => `| ${cell(c.figure)} | ${cell(c.before)} | ${cell(c.now)} |`;

/**
 * A run of some steps only (`--steps`): the section of the last run with this run's rows in
 * place of those of the same benchmark and figure (a new figure goes after the last row of
 * its benchmark, or at the end of the table), the baseline comparison's rows this run measured
 * (`comparison`, from `beforeAndNow`) in place of their old ones, and `note` as the last line, in
 * place of an older note of the same `noteKey`.
 */
export const mergeSection = (section, figures, comparison, noteKey, note) => {
  const lines = section.split('\n');
  for (const c of comparison) {
    if (c.now === 'not measured') continue;
    const at = lines.findIndex((l) => l.startsWith(`| ${cell(c.figure)} | `));
    if (at >= 0) lines[at] = comparisonRow(c);
  }
  const header = lines.findIndex((l) => l.startsWith('|---'));
  let tableEnd = header;
  while (lines[tableEnd + 1]?.startsWith('| ')) tableEnd++;
  for (const f of figures) {
    const at = lines.findIndex((l) => l.startsWith(`| ${cell(f.benchmark)} | ${cell(f.figure)} |`));
    if (at >= 0) {
      lines[at] = row(f);
      continue;
    }
    let after = tableEnd;
    for (let i = header + 1; i <= tableEnd; i++) {
      if (lines[i].startsWith(`| ${cell(f.benchmark)} |`)) after = i;
    }
    lines.splice(after + 1, 0, row(f));
    tableEnd++;
  }
  const old = lines.findIndex((l) => l.startsWith(`- ${noteKey}`));
  if (old >= 0) lines[old] = `- ${note}`;
  else lines.push(...(lines.at(-1)?.startsWith('- ') ? [] : ['']), `- ${note}`);
  return lines.join('\n');
};

/** Markdown for the section between the markers. */
export const renderSection = ({ machine, date, command, figures, comparison, notes }) =>
  [
    `Machine: ${machine}.`,
    `Date: ${date}.`,
    `Command: \`${command}\`.`,
    '',
    '| benchmark | figure | this run | budget | result |',
    '|---|---|---|---|---|',
    ...figures.map(row),
    '',
    'The baseline (the figures of 2026-11-25, before the performance work) beside this run:',
    '',
    '| figure | baseline (2026-11-25) | this run |',
    '|---|---|---|',
    ...comparison.map(comparisonRow),
    ...(notes.length ? ['', ...notes.map((n) => `- ${n}`)] : []),
  ].join('\n');

const serverValue = (results, kind, prefix) =>
  results.server?.figures.find(
    (f) => f.benchmark === `server ${kind}` && f.figure.startsWith(prefix),
  )?.value ?? 'not measured';

const kb = (bytes) => (bytes === undefined ? 'not measured' : `${(bytes / 1024).toFixed(1)} KB`);

/** The text figures and where this run's counterpart comes from. */
export const beforeAndNow = (results) => {
  const auth = results.size?.find((r) => r.name.startsWith('AuthPanel'));
  const page = (p) => results.perf?.pages?.find((r) => r.path === p);
  const js = (p) =>
    page(p)
      ? `${page(p).jsWireKb.toFixed(1)} KB on the wire (${page(p).jsRawKb.toFixed(0)} KB uncompressed)`
      : 'not measured';
  const interaction = (name) => {
    const f = results.interactions?.figures?.find((x) => x.name === name);
    return f ? `${f.medianMs} ms median (p95 ${f.p95Ms} ms)` : 'not measured';
  };
  return [
    {
      figure: 'list, CPU per request vs reference, PostgreSQL',
      before: '1.5-1.9x',
      now: serverValue(results, 'postgres', 'list page 1: CPU'),
    },
    {
      figure: 'list, CPU per request vs reference, PGlite',
      before: '1.4-1.7x',
      now: serverValue(results, 'pglite', 'list page 1: CPU'),
    },
    {
      figure: 'scale, 10,000 reports vs 10 (PostgreSQL)',
      before: 'nearly 2x',
      now: serverValue(results, 'postgres', 'scale: CPU'),
    },
    {
      figure: 'scale, 10,000 reports vs 10 (PGlite)',
      before: 'nearly 2x',
      now: serverValue(results, 'pglite', 'scale: CPU'),
    },
    {
      figure: 'AuthPanel + provider, min+gzip',
      before:
        "68.9 KB (measured by hand then; size.mjs's own entry, with createApiClient, said 91.9 KB on 2026-11-25)",
      now: auth ? `${kb(auth.gz)} (size.mjs entry)` : 'not measured',
    },
    {
      figure: 'CSS a host of AuthPanel loads, gzip',
      before: '7.9 KB (size.mjs: 8.7 KB)',
      now: kb(auth?.cssGz),
    },
    { figure: '/login JavaScript on first load', before: '429 KB', now: js('/login') },
    {
      figure: 'signed-in wizard JavaScript on first load',
      before: '562 KB',
      now: js('/competency-evaluation'),
    },
    {
      figure: 'choosing in a select, INP at 4x slowdown',
      before: '112-136 ms',
      now: interaction('opening a select'),
    },
    {
      figure: 'opening a report (12 competencies), INP at 4x slowdown',
      before: '200-680 ms',
      now: interaction('opening a report'),
    },
    {
      figure: 'report dialog painted after the click',
      before: '200-680 ms',
      now: interaction('report dialog painted'),
    },
  ];
};
