import { currentIndustriesFor, experienceOptions, institutes } from '@rolescope/core/options';
import { useMemo } from 'react';
import type { RoleDetailsValues } from '../../model/evaluation/types';
import { queryGate } from '../../wizard/OptionsGate';
import { catalogOptions, useRoleCatalog } from './useRoleCatalog';

/** The catalog calls of step 1 (TanStack Query) and its built-in option sets, as select options. */
export const useRoleDetailsOptions = (value: RoleDetailsValues) => {
  const category = value.industryCategory ?? '';
  const { categories, jobFamilies, functions } = useRoleCatalog(category, value.process ?? []);
  const instituteOptions = useMemo(
    () => institutes.map((i) => ({ value: i.id, label: i.name })),
    [],
  );
  return {
    categories: catalogOptions(categories.data?.data),
    /** Pending (first load) or failed (with Retry): `OptionsGate`'s props per catalog list. */
    categoriesGate: queryGate(categories),
    currentIndustries: currentIndustriesFor(category).map((i) => ({ value: i.id, label: i.label })),
    jobFamilies: catalogOptions(jobFamilies.data?.data),
    jobFamiliesLoading: jobFamilies.isFetching,
    jobFamiliesGate: queryGate(jobFamilies),
    functions: catalogOptions(functions.data?.data),
    /** function id → its job family id (to drop functions whose family is removed). */
    functionProcess: new Map((functions.data?.data ?? []).map((f) => [f._id, f.process])),
    functionsLoading: functions.isFetching,
    functionsGate: queryGate(functions),
    experience: experienceOptions.map((o) => ({ value: o.id, label: o.label })),
    institutes: instituteOptions,
  };
};
