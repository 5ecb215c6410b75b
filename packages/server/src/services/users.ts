import type { User } from '@rolescope/core';
import type { UpdateCurrentUserRequest } from '@rolescope/core/contract';
import { unauthorized } from '../errors';
import type { UserRecord } from '../store/types';
import type { ServiceContext } from './context';
import { INVALID_TOKEN } from './session';

/** The contract's public `user`: never a hash or a token version. */
export const toPublicUser = (u: UserRecord): User => ({
  _id: u.id,
  email: u.email,
  mobile: u.mobile,
  designation: u.designation,
  level: u.level,
  functionDepartment: u.functionDepartment,
  role: u.role,
  name: u.name,
});

export const normalizeEmail = (email: string): string => email.trim().toLowerCase();

/**
 * Changes the caller's own profile: the full name (trimmed; '' for none). A user deleted
 * since the token was issued is a 401, as for getCurrentUser.
 */
export const updateCurrentUser = async (
  ctx: ServiceContext,
  userId: string,
  input: UpdateCurrentUserRequest,
): Promise<User> => {
  const user = await ctx.store.setUserName(userId, input.name.trim(), ctx.clock.now());
  if (!user) throw unauthorized(INVALID_TOKEN);
  return toPublicUser(user);
};
