import { OrganizationInsights } from '@rolescope/widgets';
import { useMemo } from 'react';
import { filtersFromSearch, searchOfFilters } from './insightsUrl';
import { ROUTES } from './routes';
import type { Navigate } from './usePortalLocation';

/**
 * HR's page: the organisation's insights, their filters in the page's URL (a link or a reload
 * shows the same view; Back undoes a change), with the widget's CSV export and print.
 */
export function Insights({ search, navigate }: { search: string; navigate: Navigate }) {
  const filters = useMemo(() => filtersFromSearch(search), [search]);
  return (
    <OrganizationInsights
      filters={filters}
      onFiltersChange={(next) => navigate(`${ROUTES.insights}${searchOfFilters(next)}`)}
    />
  );
}
