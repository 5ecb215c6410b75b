import { readdirSync, readFileSync } from 'node:fs';
import os from 'node:os';

const TICK_MS = 1000 / 100; // USER_HZ is 100 on Linux

/**
 * CPU time (ms, user + system) of every `postgres` process on this machine, read from /proc;
 * null where /proc is not there. The bench diffs it around a scenario to charge PostgreSQL's
 * share of the work per request (it runs on the same cores as the server and the load).
 * With `database`, only the backends connected to that database (their command line names
 * it): on a machine shared with other PostgreSQL clients, only the bench's own work counts.
 */
export const postgresCpuMs = (database?: string): number | null => {
  if (os.platform() !== 'linux') return null;
  let total = 0;
  for (const pid of readdirSync('/proc')) {
    if (!/^\d+$/.test(pid)) continue;
    try {
      const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
      const close = stat.lastIndexOf(')');
      const name = stat.slice(stat.indexOf('(') + 1, close);
      if (name !== 'postgres') continue;
      if (database && !readFileSync(`/proc/${pid}/cmdline`, 'utf8').includes(` ${database} `)) {
        continue;
      }
      const fields = stat.slice(close + 2).split(' ');
      // fields[11] and [12] are utime and stime (fields 14 and 15 of proc(5))
      total += (Number(fields[11]) + Number(fields[12])) * TICK_MS;
    } catch {
      // the process ended between readdir and read
    }
  }
  return total;
};

/**
 * CPU time (ms, user + system) of process `pid` from /proc, or null where there is none: the
 * load generator reads its parent's (the servers') so that the counted window is exactly its
 * own, whatever delays the busy server's event loop puts on a message.
 */
export const processCpuMs = (pid: number): number | null => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return (Number(fields[11]) + Number(fields[12])) * TICK_MS;
  } catch {
    return null;
  }
};
