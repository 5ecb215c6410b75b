import { roleDetailsFormSchema } from '@rolescope/core';
import { useEffect } from 'react';
import type { FieldPath } from 'react-hook-form';
import type { RoleDetailsValues } from '../../model/evaluation/types';
import { useMirroredForm } from '../../wizard/useMirroredForm';
import { PAY_FIELDS, TIERS, VALIDATION_DEBOUNCE_MS } from './roleDetailsLogic';
import { useDebouncedValue } from './useDebouncedValue';

type Field = FieldPath<RoleDetailsValues>;

/** The pay fields, re-checked 300 ms after their last change (the specification's validation rules). */
const payFields = TIERS.flatMap((t) => PAY_FIELDS.map((f) => `${t}-${f}` as Field));
/** Every other field core's schema checks, re-checked on each change. */
const otherFields: Field[] = [
  'process',
  'currentFunction',
  'tier1-recruitedinterns',
  'tier2-recruitedinterns',
  'tier3-recruitedinterns',
  'description',
  'openPositions',
];

/**
 * Step 1's form state (`useMirroredForm` over core's `roleDetailsFormSchema`). The pay fields are
 * re-checked 300 ms after the last pay change (at once on the first render), the others on
 * every change; every message of a field is kept (`criteriaMode: 'all'`).
 */
export const useRoleDetailsForm = (value: RoleDetailsValues) => {
  const form = useMirroredForm(roleDetailsFormSchema, value);
  const { trigger } = form;
  const payKey = JSON.stringify(payFields.map((f) => value[f as keyof RoleDetailsValues]));
  const otherKey = JSON.stringify(otherFields.map((f) => value[f as keyof RoleDetailsValues]));
  const checkedPayKey = useDebouncedValue(payKey, VALIDATION_DEBOUNCE_MS, payKey);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the fields
  useEffect(() => {
    void trigger(otherFields);
  }, [otherKey, trigger]);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the key stands for the fields
  useEffect(() => {
    void trigger(payFields);
  }, [checkedPayKey, trigger]);

  return form;
};
