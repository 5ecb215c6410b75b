export {
  createStoreFromUrl,
  type DatabaseKind,
  DEFAULT_DATA_DIR,
  parseDatabaseUrl,
  redactUrl,
} from './createStoreFromUrl';
export { LATEST_VERSION, MIGRATIONS, runMigrations, type SqlRunner } from './migrations';
export { createPgliteStore, openPglite, type PgliteHandle } from './pglite';
export {
  createPostgresStore,
  openPostgres,
  type PostgresHandle,
  type PostgresOptions,
} from './postgres';
export { schema, TABLE_NAMES } from './schema';
export { SqlStore } from './sqlStore';
export type { SqlDatabase } from './values';
export { withCleanErrors } from './withCleanErrors';
