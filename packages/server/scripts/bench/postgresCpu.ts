import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux

/**
 * CPU time (ms, user + system) of every `postgres` process on this machine, read from /proc;
 * null where /proc is not there. The bench diffs it around a scenario to charge PostgreSQL's
 * share of the work per request (it runs on the same cores as the server and the load).
 */
export const postgresCpuMs = (): number | null => {
  if (os.platform() !== 'linux') return null;
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      if (name !== 'postgres') continue;
      const fields = stat.slice(close + 2).split(' ');
      // fields[11] and [12] are utime and stime (fields 14 and 15 of proc(5))
      total += (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    } catch {
      // the process ended between readdir and read
    }
  }
  return total;
};
