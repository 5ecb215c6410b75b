import { readFileSync } from 'node:fs';

/** The machine's CPU time counters from /proc/stat (ticks), or null where there is none. */
export const cpuTimes = (): { steal: number; total: number } | null => {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n')[0] ?? '';
    // cpu  user nice system idle iowait irq softirq steal guest guest_nice
    const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
    if (fields.length < 8 || fields.some((n) => !Number.isFinite(n))) return null;
    return { steal: fields[7] ?? 0, total: fields.reduce((t, n) => t + n, 0) };
  } catch {
    return null;
  }
};

/**
 * The share (0..1) of the machine's CPU time the hypervisor gave to other guests between two
 * readings ("steal"). On a shared virtual machine it slows every figure of a run, so the bench
 * prints it beside them.
 */
export const stealShare = (
  before: ReturnType<typeof cpuTimes>,
  after: ReturnType<typeof cpuTimes>,
): number | null =>
  before && after && after.total > before.total
    ? (after.steal - before.steal) / (after.total - before.total)
    : null;
