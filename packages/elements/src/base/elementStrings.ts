import type { RolescopeLocalization } from '../types';

/**
 * The text the elements add around the widgets (English; overridable as `elements`, whose
 * other keys reach `EvaluationFlow`'s texts).
 */
const elementStrings = {
  signInFirst: 'Sign in to Rolescope to continue.',
  reportIdMissing: 'Set the report-id attribute to the report to review.',
};

export type ElementStrings = typeof elementStrings;

/** The element texts with the `localization.elements` overrides that are strings. */
export const elementStringsFor = (overrides: RolescopeLocalization | undefined): ElementStrings => {
  const given = overrides?.elements ?? {};
  const merged = { ...elementStrings };
  for (const key of Object.keys(merged) as (keyof ElementStrings)[]) {
    const value = given[key];
    if (typeof value === 'string') merged[key] = value;
  }
  return merged;
};
