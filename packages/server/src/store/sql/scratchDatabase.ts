import { randomBytes } from 'node:crypto';
import pg from 'pg';

export type ScratchDatabase = { name: string; url: string; drop(): Promise<void> };

const run = async (url: string, statement: string) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
};

/**
 * A database of its own on the PostgreSQL server at `url` (for multi-process tests and the
 * load bench): its URL, and `drop()` to remove it, connections and all.
 */
export const createScratchDatabase = async (
  url: string,
  prefix: string,
): Promise<ScratchDatabase> => {
  const name = `${prefix}_${process.pid}_${randomBytes(4).toString('hex')}`;
  await run(url, `CREATE DATABASE "${name}"`);
  const u = new URL(url);
  u.pathname = `/${name}`;
  return {
    name,
    url: u.toString(),
    drop: () => run(url, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`),
  };
};
