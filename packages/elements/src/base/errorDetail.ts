import { isApiError } from '@rolescope/core';
import { isEmbedSessionError } from '@rolescope/widgets';
import type { RolescopeErrorDetail } from '../types';

/**
 * What a failed call tells the host: its HTTP status (0: the network or no session) and
 * message; a session that could not start adds why (`reason`).
 */
export const errorDetail = (error: unknown): RolescopeErrorDetail => {
  if (isEmbedSessionError(error)) {
    return { status: error.status ?? 0, message: error.message, reason: error.reason };
  }
  return isApiError(error)
    ? { status: error.status, message: error.message }
    : { status: 0, message: error instanceof Error ? error.message : String(error) };
};
