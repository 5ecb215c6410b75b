import type { User } from '@rolescope/core';
import type { UserRecord } from '../store/types';

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
