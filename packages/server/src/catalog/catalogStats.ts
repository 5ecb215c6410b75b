import type { CareerCategory } from '@rolescope/core/contract';
import type { Catalog } from './buildCatalog';

export type CategoryCounts = Record<CareerCategory, number>;

/** Competency counts per career category of a set of competency ids (each id counted once). */
export const countByCategory = (catalog: Catalog, ids: Iterable<string>): CategoryCounts => {
  const counts: CategoryCounts = { low: 0, medium: 0, high: 0 };
  for (const id of new Set(ids)) {
    for (const c of catalog.competencies.get(id)?.careerCategories ?? []) counts[c] += 1;
  }
  return counts;
};

/** The domain competency ids reachable from an industry through its domain job families. */
export const domainCompetencyIds = (catalog: Catalog, industryId: string): string[] => {
  const ids = new Set<string>();
  for (const jfId of catalog.industries.get(industryId)?.domainJobFamilies ?? []) {
    for (const fId of catalog.domainJobFamilies.get(jfId)?.functions ?? []) {
      for (const c of catalog.domainFunctions.get(fId)?.competencies ?? []) ids.add(c);
    }
  }
  return [...ids];
};

export type CatalogStats = {
  totals: Record<keyof Catalog, number>;
  industries: {
    id: string;
    jobFamilies: number;
    functions: number;
    competencies: number;
    domainJobFamilies: number;
    domainCompetencies: CategoryCounts;
  }[];
  jobFamilies: { id: string; name: string; kind: 'functional' | 'domain'; functions: number }[];
  functions: {
    id: string;
    name: string;
    kind: 'functional' | 'domain';
    competencies: number;
    byCategory: CategoryCounts;
  }[];
};

/** Counts per industry, job family and function, for reports and the stats script. */
export const catalogStats = (catalog: Catalog): CatalogStats => {
  const functionsOf = (jfIds: string[]) =>
    new Set(jfIds.flatMap((id) => catalog.jobFamilies.get(id)?.functions ?? []));
  const industries = [...catalog.industries.values()].map((ind) => {
    const fns = functionsOf(ind.jobFamilies);
    const comps = new Set([...fns].flatMap((id) => catalog.functions.get(id)?.competencies ?? []));
    return {
      id: ind.id,
      jobFamilies: ind.jobFamilies.length,
      functions: fns.size,
      competencies: comps.size,
      domainJobFamilies: ind.domainJobFamilies.length,
      domainCompetencies: countByCategory(catalog, domainCompetencyIds(catalog, ind.id)),
    };
  });
  const families = (kind: 'functional' | 'domain', map: Catalog['jobFamilies']) =>
    [...map.values()].map((jf) => ({
      id: jf.id,
      name: jf.name,
      kind,
      functions: jf.functions.length,
    }));
  const fns = (kind: 'functional' | 'domain', map: Catalog['functions']) =>
    [...map.values()].map((f) => ({
      id: f.id,
      name: f.name,
      kind,
      competencies: new Set(f.competencies).size,
      byCategory: countByCategory(catalog, f.competencies),
    }));
  return {
    totals: {
      industries: catalog.industries.size,
      jobFamilies: catalog.jobFamilies.size,
      functions: catalog.functions.size,
      domainJobFamilies: catalog.domainJobFamilies.size,
      domainFunctions: catalog.domainFunctions.size,
      competencies: catalog.competencies.size,
    },
    industries,
    jobFamilies: [
      ...families('functional', catalog.jobFamilies),
      ...families('domain', catalog.domainJobFamilies),
    ],
    functions: [...fns('functional', catalog.functions), ...fns('domain', catalog.domainFunctions)],
  };
};
