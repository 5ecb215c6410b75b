import { useCallback, useState } from 'react';
import { cleanFilters, type InsightsFilters } from '../../model/organization/insightsFilters';

/**
 * The filters, controlled (`filters` + `onFiltersChange`) or not (`defaultFilters`), as
 * Radix's components do: a host that passes `filters` owns them and gets every change.
 */
export const useFiltersState = (
  filters: InsightsFilters | undefined,
  defaultFilters: InsightsFilters | undefined,
  onFiltersChange: ((filters: InsightsFilters) => void) | undefined,
): [InsightsFilters, (next: InsightsFilters) => void] => {
  const [own, setOwn] = useState(() => cleanFilters(defaultFilters ?? {}));
  const controlled = filters !== undefined;
  const set = useCallback(
    (next: InsightsFilters) => {
      const clean = cleanFilters(next);
      if (!controlled) setOwn(clean);
      onFiltersChange?.(clean);
    },
    [controlled, onFiltersChange],
  );
  return [controlled ? cleanFilters(filters) : own, set];
};
