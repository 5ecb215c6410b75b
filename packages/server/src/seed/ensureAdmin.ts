import { randomId } from '../crypto/random';
import type { Clock } from '../deps';
import { systemClock } from '../deps';
import type { Hasher } from '../hash/types';
import type { Store, UserRecord } from '../store/types';

/**
 * Creates the administrator account if it is missing (ADMIN_EMAIL / ADMIN_PASSWORD).
 * An existing account with that e-mail is promoted to admin; its password is not changed.
 */
export const ensureAdmin = async (
  store: Store,
  hasher: Hasher,
  email: string,
  password: string,
  clock: Clock = systemClock,
): Promise<UserRecord> => {
  const normalized = email.trim().toLowerCase();
  const existing = await store.findUserByEmail(normalized);
  if (existing) {
    if (existing.role === 'admin') return existing;
    return (await store.setUserRole(existing.id, 'admin', clock.now())) ?? existing;
  }
  return store.createUser({
    id: randomId(),
    email: normalized,
    passwordHash: await hasher.hash(password),
    mobile: '',
    designation: 'Administrator',
    level: 'Top',
    functionDepartment: 'Administration',
    name: 'Administrator',
    role: 'admin',
    createdAt: clock.now(),
  });
};
