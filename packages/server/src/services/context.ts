import type { Catalog } from '../catalog/buildCatalog';
import type { AppConfig, Clock } from '../deps';
import type { Hasher } from '../hash/types';
import type { Mailer } from '../mail/types';
import type { Store } from '../store/types';
import type { TokenService } from './tokens';

/** What every service gets: the app's dependencies, prepared once by createApp. */
export type ServiceContext = {
  store: Store;
  mailer: Mailer;
  hasher: Hasher;
  clock: Clock;
  catalog: Catalog;
  config: AppConfig;
  tokens: TokenService;
  /** HMAC-SHA-256 (hex) keyed with the server secret: one-time codes are stored this way. */
  hmac: (value: string) => Promise<string>;
  /** Reports an unexpected error that must not fail the request (e.g. a mail sent late). */
  report: (error: unknown) => void;
  /**
   * Runs `work` after the answer, off the request path, its errors reported: for work whose
   * timing must not show in the answer (whether an account exists).
   */
  afterResponse: (work: () => Promise<void>) => void;
  /** A hash of a random password, verified against for unknown e-mails (equal work). */
  dummyHash: () => Promise<string>;
};
