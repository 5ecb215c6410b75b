import { readFileSync, writeFileSync } from 'node:fs';

/** A field of /proc/<pid>/status in bytes (VmRSS: resident now; VmHWM: its high-water mark). */
export const procStatus = (pid: number, field: 'VmRSS' | 'VmHWM'): number => {
  const line = readFileSync(`/proc/${pid}/status`, 'utf8')
    .split('\n')
    .find((l) => l.startsWith(`${field}:`));
  return Number(/(\d+)/.exec(line ?? '')?.[1] ?? 0) * 1024;
};

/**
 * The peak resident memory of process `pid` while `work` runs: its high-water mark, reset
 * before (clear_refs 5) and read after, with samples every 10 ms in case the reset is refused.
 */
export const peakRss = async (pid: number, work: () => Promise<void>): Promise<number> => {
  let reset = true;
  try {
    writeFileSync(`/proc/${pid}/clear_refs`, '5');
  } catch {
    reset = false;
  }
  let sampled = procStatus(pid, 'VmRSS');
  const timer = setInterval(() => {
    sampled = Math.max(sampled, procStatus(pid, 'VmRSS'));
  }, 10);
  try {
    await work();
  } finally {
    clearInterval(timer);
  }
  sampled = Math.max(sampled, procStatus(pid, 'VmRSS'));
  return reset ? Math.max(sampled, procStatus(pid, 'VmHWM')) : sampled;
};

export const megabytes = (n: number) => (n / 2 ** 20).toFixed(1);
