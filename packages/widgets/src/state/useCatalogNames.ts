import { isApiError, type Report } from '@rolescope/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { type CatalogNames, catalogNames } from '../model/reports/catalogNames';
import { rolescopeKey } from '../provider/queryKeys';
import { useRolescope } from '../provider/useRolescope';
import { catalogNameStrings } from '../strings/names';
import { useStrings } from '../strings/StringsContext';

/**
 * The catalog does not change while a user reads reports: opening another report (or the same
 * one again) names it from the cache instead of asking the server three times again, which
 * would render the opening dialog a second time when the answers arrive.
 */
const CATALOG_STALE_MS = 5 * 60 * 1000;

const idsOf = (raw: unknown): string[] =>
  (Array.isArray(raw) ? raw : [raw]).filter(
    (v): v is string => typeof v === 'string' && v.trim() !== '',
  );

/**
 * Reads the catalog ids of `report` (industry category, job families, functions) as the
 * catalog's names. The catalog calls share their cache keys with the wizard's step 1
 * (`useRoleCatalog`), so a report opened after the wizard costs no request. A 404 (an
 * industry the catalog no longer has) counts as a catalog without the ids (the fallback
 * text); while a call loads or after another failure the value is empty (N/A), never the id.
 */
export const useCatalogNames = (report: Report): CatalogNames =>
  useCatalogNamesOf(report.userFilledDetails.details ?? {});

/**
 * `useCatalogNames` over a role's step-1 details (a report's, or the wizard's answers before
 * they are saved), so every page that shows these ids reads them the same way.
 */
export const useCatalogNamesOf = (details: Readonly<Record<string, unknown>>): CatalogNames => {
  const { client } = useRolescope();
  const strings = useStrings();
  const category = idsOf(details.industryCategory)[0] ?? '';
  const processes = idsOf(details.process);
  const categories = useQuery({
    queryKey: rolescopeKey('fetchIndustryCategories'),
    queryFn: ({ signal }) => client.getIndustryCategories({ signal }),
    enabled: category !== '',
    staleTime: CATALOG_STALE_MS,
  });
  const jobFamilies = useQuery({
    queryKey: rolescopeKey('fetchJobFamilyProcess', category),
    queryFn: ({ signal }) => client.getJobFamilyProcess(category, { signal }),
    enabled: category !== '' && processes.length > 0,
    staleTime: CATALOG_STALE_MS,
  });
  const functions = useQuery({
    queryKey: rolescopeKey('fetchFunctions', category, processes),
    queryFn: ({ signal }) =>
      client.getFunctions(
        { industryCategory: category, jobFamilyProcessOptions: [...processes] },
        { signal },
      ),
    enabled: category !== '' && processes.length > 0,
    staleTime: CATALOG_STALE_MS,
  });
  const notInCatalog = catalogNameStrings(strings).notInCatalog;
  /** The list once answered, [] after a 404 (nothing to name from), else undefined. */
  const listOf = <T>(q: { data?: { data: T[] } | undefined; error: unknown }) =>
    isApiError(q.error) && q.error.status === 404 ? [] : q.data?.data;
  const industries = listOf(categories);
  const families = listOf(jobFamilies);
  const fns = listOf(functions);
  return useMemo(
    () =>
      catalogNames(
        {
          industries,
          // a report without job families has no functions either: nothing to load
          jobFamilies: processes.length > 0 ? families : [],
          functions: processes.length > 0 ? fns : [],
        },
        notInCatalog,
      ),
    [industries, families, fns, processes.length, notInCatalog],
  );
};
