export { createApp, DEFAULT_BODY_LIMIT_BYTES } from './app';
export { buildCatalog, type Catalog, CatalogError, type RawCatalog } from './catalog/buildCatalog';
export { createFixtureCatalog, fixtureRawCatalog } from './catalog/fixture';
export { readCatalogDir } from './catalog/loadCatalogDir';
export type { AppConfig, AppDeps, AppEnv, AuthInfo, Clock } from './deps';
export { systemClock } from './deps';
export { ApiError, MailDeliveryError } from './errors';
export { ARGON2_OPTIONS, createArgon2Hasher } from './hash/argon2';
export { createFastHasher } from './hash/fast';
export type { Hasher } from './hash/types';
export { createConsoleMailer } from './mail/console';
export { createMailer } from './mail/createMailer';
export { createFileMailer } from './mail/file';
export {
  createMemoryMailer,
  lastCodeSentTo,
  lastLinkSentTo,
  lastResetTokenSentTo,
  type MemoryMailer,
} from './mail/memory';
export { createSmtpMailer } from './mail/smtp';
export type { Mailer, MailMessage, MailPurpose } from './mail/types';
export { ensureAdmin } from './seed/ensureAdmin';
export { DEMO_EMAIL, DEMO_PASSWORD, type SeedDemoOptions, seedDemo } from './seed/seedDemo';
export { purgeExpiredRows } from './services/maintenance';
export { createMemoryStore, MemoryStore } from './store/memory';
export * from './store/types';
