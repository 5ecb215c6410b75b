import { type ListRun, pooled } from './listRun';

/** One line of `npm run bench`'s table: a figure beside its budget (ok null: no budget). */
export type Figure = {
  benchmark: string;
  figure: string;
  value: string;
  budget: string;
  ok: boolean | null;
};

/** The CPU budgets, ours / reference per answered request. */
const CPU_BUDGET = { postgres: 1.5, pglite: 1.25 } as const;
const SCALE_BUDGET = 1.3;

const msText = (n: number) => `${n.toFixed(n < 1 ? 3 : 1)} ms`;
const x = (n: number) => `${n.toFixed(2)}x`;
const p99Ok = (ours: number, reference: number) => ours <= 2 * reference + 10;

/** The list endpoint's ratios (ours against the reference, the same run) and correctness. */
export const listFigures = (
  kind: keyof typeof CPU_BUDGET,
  runs: ListRun[],
  differ: number,
): Figure[] => {
  const o = pooled(runs.filter((r) => r.server === 'ours'));
  const r = pooled(runs.filter((r) => r.server === 'reference'));
  const b = `server ${kind}`;
  const cpu = o.cpuMs / r.cpuMs;
  // each run of ours against the reference's run next to it (ABBA: o r r o -> (o,r), (r,o))
  const pairs: string[] = [];
  for (let i = 0; i + 1 < runs.length; i += 2) {
    const [a, b] = [runs[i], runs[i + 1]];
    if (!a || !b) continue;
    const [mine, theirs] = a.server === 'ours' ? [a, b] : [b, a];
    pairs.push(x(mine.cpuMs / theirs.cpuMs));
  }
  return [
    {
      benchmark: b,
      figure: 'list page 1: CPU per request, ours / reference',
      value: `${x(cpu)} (${msText(o.cpuMs)} / ${msText(r.cpuMs)}${o.dbCpuMs === null ? '' : `; db ${msText(o.dbCpuMs)} / ${msText(r.dbCpuMs ?? 0)}`}; adjacent runs ${pairs.join(', ')})`,
      budget: `<= ${CPU_BUDGET[kind]}x`,
      ok: cpu <= CPU_BUDGET[kind],
    },
    {
      benchmark: b,
      figure: 'list page 1: p99 (mean of the runs), ours vs reference',
      value: `${msText(o.p99)} vs ${msText(r.p99)} (p50 ${msText(o.p50)} vs ${msText(r.p50)})`,
      budget: `<= 2 x ref + 10 ms = ${msText(2 * r.p99 + 10)}`,
      ok: p99Ok(o.p99, r.p99),
    },
    {
      benchmark: b,
      figure: 'list page 1: req/s, ours / reference',
      value: `${o.rps.toFixed(0)} / ${r.rps.toFixed(0)}`,
      budget: '-',
      ok: null,
    },
    {
      benchmark: b,
      figure: 'list under load: answers not 200 with the exact body (ours, reference)',
      value: `${o.failures} of ${o.requests}, ${r.failures} of ${r.requests}; reference bodies differing before load: ${differ}`,
      budget: '0',
      ok: o.failures === 0 && r.failures === 0 && differ === 0,
    },
  ];
};

/** Scale: 10,000 reports against 10 (ours), and the deep page against the reference. */
export const scaleFigures = (
  kind: string,
  runs: { small: ListRun[]; large: ListRun[]; deepOurs: ListRun[]; deepReference: ListRun[] },
): Figure[] => {
  const small = pooled(runs.small);
  const large = pooled(runs.large);
  const deep = pooled(runs.deepOurs);
  const deepRef = pooled(runs.deepReference);
  const b = `server ${kind}`;
  const ratio = large.cpuMs / small.cpuMs;
  const failures = small.failures + large.failures + deep.failures + deepRef.failures;
  return [
    {
      benchmark: b,
      figure: 'scale: CPU per request, 10,000-report user / 10-report user (page 1)',
      value: `${x(ratio)} (${msText(large.cpuMs)} / ${msText(small.cpuMs)}; p99 ${msText(large.p99)} / ${msText(small.p99)})`,
      budget: `<= ${SCALE_BUDGET}x`,
      ok: ratio <= SCALE_BUDGET,
    },
    {
      benchmark: b,
      figure: 'scale: deep page (1,000 of 1,000, limit 10; 10 connections), ours vs reference',
      value: `${deep.rps.toFixed(0)} req/s, p99 ${msText(deep.p99)}, CPU ${msText(deep.cpuMs)} vs ${deepRef.rps.toFixed(0)} req/s, p99 ${msText(deepRef.p99)}, CPU ${msText(deepRef.cpuMs)}`,
      budget: `p99 <= 2 x ref + 10 ms = ${msText(2 * deepRef.p99 + 10)}`,
      ok: p99Ok(deep.p99, deepRef.p99),
    },
    {
      benchmark: b,
      figure: 'scale runs: answers not 200 with the exact body',
      value: `${failures}`,
      budget: '0',
      ok: failures === 0,
    },
  ];
};
