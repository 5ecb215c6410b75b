import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { MultiSelectOption } from '../../primitives/MultiSelect';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';

/** Catalog items as select options (value: id, label: name). */
export const catalogOptions = (
  list: readonly { _id: string; name: string }[] | undefined,
): MultiSelectOption[] => (list ?? []).map((item) => ({ value: item._id, label: item.name }));

/**
 * The catalog calls that describe a role (TanStack Query, shared cache keys): the industry
 * categories; the job families of `category`; the functions of its job families `processes`
 * (the previous list stays while a new one loads). The wizard's step 1 and the career quick
 * check both use them.
 */
export const useRoleCatalog = (category: string, processes: readonly string[]) => {
  const { client } = useRolescope();
  const categories = useQuery({
    queryKey: rolescopeKey('fetchIndustryCategories'),
    queryFn: ({ signal }) => client.getIndustryCategories({ signal }),
  });
  const jobFamilies = useQuery({
    queryKey: rolescopeKey('fetchJobFamilyProcess', category),
    queryFn: ({ signal }) => client.getJobFamilyProcess(category, { signal }),
    enabled: category !== '',
  });
  const functions = useQuery({
    queryKey: rolescopeKey('fetchFunctions', category, processes),
    queryFn: ({ signal }) =>
      client.getFunctions(
        { industryCategory: category, jobFamilyProcessOptions: [...processes] },
        { signal },
      ),
    enabled: category !== '' && processes.length > 0,
    placeholderData: keepPreviousData,
  });
  return { categories, jobFamilies, functions };
};
