import type { EmbedFeature } from '@rolescope/core';
import type { Context, MiddlewareHandler } from 'hono';
import type { AppEnv } from '../deps';
import { forbidden } from '../errors';

const EMPLOYEE_CANNOT_READ_ORGANIZATION = "This session cannot read the organisation's reports";

const BEARER_JWT = /^Bearer\s+[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\.[A-Za-z0-9\-_]+\s*$/i;

/**
 * Who of the organisation reads: the whole organisation (its API key, or an hr session), or
 * the reach of one manager (a manager session: the employees under them, directly or
 * through further managers; never the manager's own reports).
 */
export type OrganizationScope = { organizationId: string; managerExternalUserId?: string };

/**
 * The `organization` guard: a user token (the `user` guard) must be an embed session of a
 * manager or hr (an employee's or an ordinary sign-in's token is a 403); anything else is
 * the `apiKey` guard's, with its answers for a missing, malformed or unknown key.
 */
export const requireOrganizationReader =
  (apiKey: MiddlewareHandler<AppEnv>, user: MiddlewareHandler<AppEnv>): MiddlewareHandler<AppEnv> =>
  async (c, next) => {
    if (!BEARER_JWT.test(c.req.header('authorization') ?? '')) return apiKey(c, next);
    return user(c, async () => {
      const role = c.get('auth').embed?.role;
      if (role !== 'manager' && role !== 'hr') throw forbidden(EMPLOYEE_CANNOT_READ_ORGANIZATION);
      await next();
    });
  };

/** The scope of a request that passed the `organization` guard. */
export const organizationScope = (c: Context<AppEnv>): OrganizationScope => {
  const key = c.get('apiKey');
  if (key) return { organizationId: key.organizationId };
  const embed = c.get('auth')?.embed;
  if (!embed || (embed.role !== 'manager' && embed.role !== 'hr'))
    throw forbidden(EMPLOYEE_CANNOT_READ_ORGANIZATION);
  return embed.role === 'hr'
    ? { organizationId: embed.organizationId }
    : { organizationId: embed.organizationId, managerExternalUserId: embed.externalUserId };
};

const FEATURE_REFUSED = 'This session does not allow';

/** 403 when the caller is an embed session without `feature`; other callers pass. */
export const requireFeature = (c: Context<AppEnv>, feature: EmbedFeature) => {
  const embed = c.get('auth')?.embed ?? c.get('claims')?.embed;
  if (embed && !embed.features.includes(feature)) throw forbidden(`${FEATURE_REFUSED} ${feature}`);
};
