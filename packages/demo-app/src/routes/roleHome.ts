import type { LoginResult } from '@rolescope/core';

/** Where a signed-in user starts: administrators in /super-admin, everyone else in the wizard. */
export const roleHome = (role: LoginResult['role'] | undefined): string =>
  role === 'admin' ? '/super-admin' : '/competency-evaluation';
