import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux

/** CPU time (ms, user + system) of each process, by pid: what `/proc/<pid>/stat` says. */
type CpuByPid = Map<string, number>;

const cpuOfStat = (stat: string) => {
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  // fields[11] and [12] are utime and stime (fields 14 and 15 of proc(5))
  return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
};

/**
 * The CPU time of each PostgreSQL backend connected to `database` (its command line names it),
 * from /proc; null where there is none. Only the bench's own database counts: the machine's
 * PostgreSQL serves other clients too.
 */
export const backendsCpu = (database: string): CpuByPid | null => {
  if (os.platform() !== 'linux') return null;
  const out: CpuByPid = new Map();
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      if (!readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) continue;
      out.set(pid, cpuOfStat(stat));
    } catch {
      // the process ended between readdir and read
    }
  }
  return out;
};

/**
 * The CPU the backends spent between two readings: per process, so that a backend that ends
 * in between (a pool closing an idle connection) does not take its whole past with it, and
 * one that starts counts from zero.
 */
export const backendsCpuSpent = (before: CpuByPid | null, after: CpuByPid | null) => {
  if (!before || !after) return null;
  let total = 0;
  for (const [pid, ms] of after) total += ms - (before.get(pid) ?? 0);
  return total;
};

/** CPU time (ms) of process `pid` (the load generator reads its parent's), or null. */
export const processCpuMs = (pid: number): number | null => {
  try {
    return cpuOfStat(readFileSync(`/proc/${pid}/stat`, 'utf8'));
  } catch {
    return null;
  }
};
