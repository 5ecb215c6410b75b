/** The first segment of every query key of the widgets. */
const ROLESCOPE_QUERY_SCOPE = 'rolescope';

/**
 * A query key of the widgets: `['rolescope', ...parts]`. Every query and invalidation of the
 * widgets goes through it, so a host's own QueryClient can hold the widgets' queries next to
 * its own and signing out clears only Rolescope's (`rolescopeKey()` matches them all).
 */
export const rolescopeKey = <const P extends readonly unknown[]>(
  ...parts: P
): readonly ['rolescope', ...P] => [ROLESCOPE_QUERY_SCOPE, ...parts];

/** True for a key made by `rolescopeKey`. */
export const isRolescopeKey = (key: readonly unknown[] | undefined): boolean =>
  key?.[0] === ROLESCOPE_QUERY_SCOPE;
