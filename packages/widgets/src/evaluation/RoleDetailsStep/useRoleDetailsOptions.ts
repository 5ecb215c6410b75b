import { currentIndustriesFor, experienceOptions, institutes } from '@rolescope/core/options';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import type { MultiSelectOption } from '../../primitives/MultiSelect';
import { useRolescope } from '../../provider/useRolescope';
import type { RoleDetailsValues } from '../model/types';

const byLabel = (list: readonly { _id: string; name: string }[]): MultiSelectOption[] =>
  list.map((item) => ({ value: item._id, label: item.name }));

/** The catalog calls of step 1 (TanStack Query) and its built-in option sets, as select options. */
export const useRoleDetailsOptions = (value: RoleDetailsValues) => {
  const { client } = useRolescope();
  const category = value.industryCategory ?? '';
  const processes = value.process ?? [];
  const categories = useQuery({
    queryKey: ['fetchIndustryCategories'],
    queryFn: ({ signal }) => client.getIndustryCategories({ signal }),
  });
  const jobFamilies = useQuery({
    queryKey: ['fetchJobFamilyProcess', category],
    queryFn: ({ signal }) => client.getJobFamilyProcess(category, { signal }),
    enabled: category !== '',
  });
  const functions = useQuery({
    queryKey: ['fetchFunctions', category, processes],
    queryFn: ({ signal }) =>
      client.getFunctions(
        { industryCategory: category, jobFamilyProcessOptions: processes },
        { signal },
      ),
    enabled: category !== '' && processes.length > 0,
    placeholderData: keepPreviousData,
  });
  const instituteOptions = useMemo(
    () => institutes.map((i) => ({ value: i.id, label: i.name })),
    [],
  );
  return {
    categories: byLabel(categories.data?.data ?? []),
    categoriesLoading: categories.isPending,
    currentIndustries: currentIndustriesFor(category).map((i) => ({ value: i.id, label: i.label })),
    jobFamilies: byLabel(jobFamilies.data?.data ?? []),
    jobFamiliesLoading: jobFamilies.isFetching,
    functions: byLabel(functions.data?.data ?? []),
    /** function id → its job family id (to drop functions whose family is removed). */
    functionProcess: new Map((functions.data?.data ?? []).map((f) => [f._id, f.process])),
    functionsLoading: functions.isFetching,
    experience: experienceOptions.map((o) => ({ value: o.id, label: o.label })),
    institutes: instituteOptions,
  };
};
