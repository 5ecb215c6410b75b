import { defaultClientConditions, defaultServerConditions } from 'vite';

/** Workspace packages resolve to their `src` through this export condition, so tests need no build. */
export const sourceCondition = '@rolescope/source';

export const sourceResolve = {
  resolve: { conditions: [sourceCondition, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [sourceCondition, ...defaultServerConditions] } },
};
