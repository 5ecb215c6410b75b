import type { Catalog } from '../catalog/buildCatalog';
import { randomId } from '../crypto/random';
import type { Clock } from '../deps';
import { systemClock } from '../deps';
import type { Hasher } from '../hash/types';
import type { Store, UserRecord } from '../store/types';
import { demoReports } from './demoReports';

export const DEMO_EMAIL = 'demo@rolescope.app';
export const DEMO_PASSWORD = 'Demo@12345';

export type SeedDemoOptions = {
  clock?: Clock;
  /** Also create sample reports and drafts (needs a catalog for their competency data). */
  reports?: boolean;
  catalog?: Catalog;
  /** How many reports (drafts included); default 28. */
  count?: number;
};

/**
 * Creates the demo account (demo@rolescope.app / Demo@12345) if it is missing and, when
 * asked, realistic reports and drafts for it. Running it twice adds nothing.
 */
export const seedDemo = async (
  store: Store,
  hasher: Hasher,
  options: SeedDemoOptions = {},
): Promise<UserRecord> => {
  const clock = options.clock ?? systemClock;
  const existing = await store.findUserByEmail(DEMO_EMAIL);
  if (existing) return existing;
  const user = await store.createUser({
    id: randomId(),
    email: DEMO_EMAIL,
    passwordHash: await hasher.hash(DEMO_PASSWORD),
    mobile: '9876543210',
    designation: 'Product Manager',
    level: 'Senior',
    functionDepartment: 'Product',
    name: 'Demo User',
    role: 'user',
    createdAt: clock.now(),
  });
  if (options.reports) {
    for (const r of demoReports(clock.now(), options.catalog, options.count ?? 28)) {
      const content = {
        report: r.report,
        selectedLevels: r.selectedLevels,
        userFilledDetails: r.userFilledDetails,
      };
      if (r.scoreDetails) {
        await store.submitReport({
          ...content,
          ownerId: user.id,
          email: user.email,
          scoreDetails: r.scoreDetails,
          draftId: null,
          newId: randomId(),
          now: r.createdAt,
        });
      } else {
        await store.createDraft({
          ...content,
          id: randomId(),
          ownerId: user.id,
          email: user.email,
          now: r.createdAt,
        });
      }
    }
  }
  return user;
};
