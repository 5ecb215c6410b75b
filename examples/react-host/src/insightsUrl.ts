import type { InsightsFilters } from '@rolescope/widgets';

const TEXT_KEYS = ['team', 'department', 'manager', 'from', 'to'] as const;

/** The insights' filters kept in the page's query (`?team=platform&groupBy=department`). */
export const filtersFromSearch = (search: string): InsightsFilters => {
  const params = new URLSearchParams(search);
  const filters: InsightsFilters = {};
  for (const key of TEXT_KEYS) {
    const value = params.get(key);
    if (value) filters[key] = value;
  }
  if (params.get('groupBy') === 'department') filters.groupBy = 'department';
  return filters;
};

/** The query of these filters: `?…`, or '' when there is none. */
export const searchOfFilters = (filters: InsightsFilters): string => {
  const params = new URLSearchParams();
  for (const key of TEXT_KEYS) {
    const value = filters[key];
    if (value) params.set(key, value);
  }
  if (filters.groupBy === 'department') params.set('groupBy', 'department');
  const query = params.toString();
  return query ? `?${query}` : '';
};
