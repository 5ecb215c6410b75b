import { randomId } from '../crypto/random';
import {
  NO_PASSWORD,
  type PendingRegistrationRecord,
  StoreConflictError,
  type UserRecord,
} from '../store/types';
import type { ServiceContext } from './context';
import { organizationOfEmail } from './memberships';

/** A user an embed session created (no password), whom a sign-up completes into. */
export const isPasswordlessEmployee = (u: UserRecord) =>
  u.passwordHash === NO_PASSWORD && u.role === 'user';

/**
 * The account of a verified sign-up: the password-less employee with that e-mail, completed
 * in place (same id, organisation, portal id and reports), or a new user; either joins the
 * organisation that claims the e-mail's domain when it belongs to none. A real account with
 * that e-mail is a StoreConflictError('email'), as for any e-mail registered meanwhile.
 */
export const completeAccount = async (
  ctx: ServiceContext,
  pending: PendingRegistrationRecord,
  now: Date,
): Promise<UserRecord> => {
  const { store } = ctx;
  const { email } = pending;
  const organizationId = await organizationOfEmail(ctx, email);
  const fields = {
    passwordHash: pending.passwordHash,
    mobile: pending.mobile,
    designation: pending.designation,
    level: pending.level,
    functionDepartment: pending.functionDepartment,
    name: pending.name,
  };
  const holder = await store.findUserByEmail(email);
  if (holder) {
    if (!isPasswordlessEmployee(holder)) throw new StoreConflictError('email');
    const user = await store.completeRegistrationInto(holder.id, {
      ...fields,
      email,
      organizationId,
      now,
    });
    // completed by a parallel verification, or given another e-mail, since the look-up
    if (!user) throw new StoreConflictError('email');
    return user;
  }
  return store.completeRegistration({
    id: randomId(),
    email,
    ...fields,
    role: 'user',
    organizationId,
    createdAt: now,
  });
};
