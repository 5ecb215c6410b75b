/** Pure helpers of step 1 (Role Details): defaults, the category reset, tiers and errors. */

import { DEFAULT_DEGREE } from '@rolescope/core/options';
import { isRoleDetailsComplete, type RoleDetailsField } from '@rolescope/core/validation';
import type { FieldError, FieldErrors as RhfFieldErrors } from 'react-hook-form';
import { fieldMessages } from '../../forms/schemaForm';
import type { RoleDetailsValues, TierKey } from '../../model/evaluation/types';

export const TIERS: readonly TierKey[] = ['tier1', 'tier2', 'tier3'];

/** The pay fields of a tier, re-checked 300 ms after the last change (the specification's validation rules). */
export const PAY_FIELDS = ['ctc', 'ESOP', 'benifits', 'variable'] as const;
export type PayField = (typeof PAY_FIELDS)[number];
export const VALIDATION_DEBOUNCE_MS = 300;

/** The step's value with the preferred degree preset to the MBA option when none is set. */
export const withDegreeDefault = (value: RoleDetailsValues): RoleDetailsValues =>
  value.degree && value.degree.length > 0 ? value : { ...value, degree: [DEFAULT_DEGREE] };

/** Step 1 is complete (core's rule) once the disabled degree field's default is counted. */
export const isRoleDetailsStepComplete = (value: RoleDetailsValues): boolean =>
  isRoleDetailsComplete(withDegreeDefault(value));

/**
 * A new industry category: its current industry, the tier institutes, the job
 * families/processes and the functions (and so their errors) start again.
 */
export const withIndustryCategory = (
  value: RoleDetailsValues,
  industryCategory: string,
): RoleDetailsValues => {
  if (value.industryCategory === industryCategory) return value;
  const {
    currentIndustry: _industry,
    process: _process,
    currentFunction: _function,
    tier1: _t1,
    tier2: _t2,
    tier3: _t3,
    ...rest
  } = value;
  return {
    ...rest,
    industryCategory,
    process: [],
    currentFunction: [],
    tier1: [],
    tier2: [],
    tier3: [],
  };
};

/** The institutes a tier may offer: every one not chosen in another tier. */
export const tierOptions = <T extends { value: string }>(
  all: readonly T[],
  value: RoleDetailsValues,
  tier: TierKey,
): T[] => {
  const taken = new Set(TIERS.filter((t) => t !== tier).flatMap((t) => value[t] ?? []));
  return all.filter((o) => !taken.has(o.value));
};

export type FieldErrors = Partial<Record<RoleDetailsField, string[]>>;

/** Every message per field, from react-hook-form's errors (see `fieldMessages`). */
export const errorsByField = (errors: RhfFieldErrors<RoleDetailsValues>): FieldErrors =>
  Object.fromEntries(
    Object.entries(errors).map(([field, error]) => [field, fieldMessages(error as FieldError)]),
  );
