import { readFileSync } from 'node:fs';

/** The process's open-file limit (the soft one, which it runs under), where the OS tells it. */
export const openFileLimit = (limitsFile = '/proc/self/limits'): number | undefined => {
  try {
    const line = readFileSync(limitsFile, 'utf8')
      .split('\n')
      .find((l) => l.startsWith('Max open files'));
    const soft = line?.slice('Max open files'.length).trim().split(/\s+/)[0];
    if (!soft || soft === 'unlimited') return undefined;
    const n = Number(soft);
    return Number.isInteger(n) && n > 0 ? n : undefined;
  } catch {
    return undefined;
  }
};

/** Connections allowed when the OS does not tell the open-file limit. */
const UNKNOWN_LIMIT_CONNECTIONS = 4096;

/**
 * The most connections to hold open: the open-file limit less what the rest of the process
 * needs (database files or sockets, the catalog, static files, logs): an eighth of the limit
 * and at least 64. MAX_CONNECTIONS may ask for fewer, never more.
 */
export const connectionCap = (fileLimit: number | undefined, asked?: number): number => {
  const room =
    fileLimit === undefined
      ? UNKNOWN_LIMIT_CONNECTIONS
      : Math.max(16, fileLimit - Math.max(64, Math.ceil(fileLimit / 8)));
  return asked === undefined ? room : Math.min(asked, room);
};
