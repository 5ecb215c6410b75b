import { isApiError } from '@rolescope/core';
import type { RolescopeErrorDetail } from '../types';

/** What a failed call tells the host: its HTTP status (0: the network or no session) and message. */
export const errorDetail = (error: unknown): RolescopeErrorDetail =>
  isApiError(error)
    ? { status: error.status, message: error.message }
    : { status: 0, message: error instanceof Error ? error.message : String(error) };
