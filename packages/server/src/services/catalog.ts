import type { CompetencyLevelItem } from '@rolescope/core';
import type {
  CalculateCompetencyLevelRequest,
  CatalogFunction,
  CompetencyOption,
  GetDomainCompetenciesRequest,
  GetFunctionsRequest,
  IndustryCategory,
  JobFamily,
  LevelOption,
} from '@rolescope/core/contract';
import { industryCategories } from '@rolescope/core/options';
import { recommendedLevel } from '@rolescope/core/scoring';
import type { Catalog } from '../catalog/buildCatalog';
import type {
  CatalogCompetency,
  CatalogFunctionEntry,
  CatalogJobFamilyEntry,
} from '../catalog/schema';
import { badRequest, notFound } from '../errors';

const INDUSTRY_NOT_FOUND = 'Industry category not found';

type Side = 'job' | 'domain';

const industryOf = (catalog: Catalog, id: string) => {
  const industry = catalog.industries.get(id);
  if (!industry) throw notFound(INDUSTRY_NOT_FOUND);
  return industry;
};

const familiesOf = (catalog: Catalog, side: Side) =>
  side === 'job' ? catalog.jobFamilies : catalog.domainJobFamilies;
const functionsOf = (catalog: Catalog, side: Side) =>
  side === 'job' ? catalog.functions : catalog.domainFunctions;

/** The built-in industry categories the catalog has content for, in the option set's order. */
export const listIndustryCategories = (catalog: Catalog): IndustryCategory[] =>
  industryCategories
    .filter((c) => catalog.industries.has(c.id))
    .map((c) => ({ _id: c.id, name: c.name, complexity: c.complexity }));

export const listJobFamilies = (catalog: Catalog, industryId: string, side: Side): JobFamily[] => {
  const industry = industryOf(catalog, industryId);
  const ids = side === 'job' ? industry.jobFamilies : industry.domainJobFamilies;
  return ids
    .map((id) => familiesOf(catalog, side).get(id))
    .filter((jf): jf is CatalogJobFamilyEntry => jf !== undefined)
    .map((jf) => ({ _id: jf.id, name: jf.name }));
};

/** Functions of the requested job families of the industry, once each, in request order. */
export const listFunctions = (
  catalog: Catalog,
  input: GetFunctionsRequest,
  side: Side,
): CatalogFunction[] => {
  const industry = industryOf(catalog, input.industryCategory);
  const allowed = new Set(side === 'job' ? industry.jobFamilies : industry.domainJobFamilies);
  const out: CatalogFunction[] = [];
  const seen = new Set<string>();
  for (const familyId of input.jobFamilyProcessOptions) {
    const family = allowed.has(familyId) ? familiesOf(catalog, side).get(familyId) : undefined;
    for (const fnId of family?.functions ?? []) {
      const fn = functionsOf(catalog, side).get(fnId);
      if (!fn || seen.has(fn.id)) continue;
      seen.add(fn.id);
      out.push({ _id: fn.id, name: fn.name, process: familyId });
    }
  }
  return out;
};

/** Competencies of the requested functions tagged with the career category, once each. */
export const listCompetencies = (
  catalog: Catalog,
  input: GetDomainCompetenciesRequest,
  side: Side,
): CompetencyOption[] => {
  industryOf(catalog, input.industryCategory);
  const out: CompetencyOption[] = [];
  const seen = new Set<string>();
  for (const fnId of input.functions) {
    const fn: CatalogFunctionEntry | undefined = functionsOf(catalog, side).get(fnId);
    for (const compId of fn?.competencies ?? []) {
      const comp = catalog.competencies.get(compId);
      if (!comp || seen.has(comp.id)) continue;
      if (!comp.careerCategories.includes(input.careerCategory)) continue;
      seen.add(comp.id);
      out.push({ _id: comp.id, name: comp.name, function: fn?.id ?? fnId });
    }
  }
  return out;
};

const findCompetency = (catalog: Catalog, key: string): CatalogCompetency | undefined => {
  const byId = catalog.competencies.get(key);
  if (byId) return byId;
  const name = key.trim().toLowerCase();
  for (const c of catalog.competencies.values()) if (c.name.toLowerCase() === name) return c;
  return undefined;
};

export const calculateCompetencyLevels = (
  catalog: Catalog,
  input: CalculateCompetencyLevelRequest,
): CompetencyLevelItem[] => {
  const unknown = input.competencyName.filter((key) => !findCompetency(catalog, key));
  if (unknown.length > 0) {
    const list = unknown.map((k) => `"${k}"`).join(', ');
    throw badRequest(`Unknown competency: ${list}`, {
      competencyName: `Unknown competency: ${list}`,
    });
  }
  return input.competencyName.map((key, index) => {
    const comp = findCompetency(catalog, key) as CatalogCompetency;
    const defined = comp.levels.map((l) => l.level);
    const levelOptions: LevelOption[] = [1, 2, 3, 4, 5].map((level) => {
      const def = comp.levels.find((l) => l.level === level);
      return {
        level,
        description: def?.description ?? '',
        abilities: def ? [...def.abilities] : [],
        ...(def?.reference === undefined ? {} : { reference: def.reference }),
      };
    });
    return {
      step: index + 1,
      _id: comp.id,
      title: comp.name,
      description: comp.description,
      recommendedLevel: recommendedLevel({
        level: input.level,
        careerCategory: input.careerCategory,
        defined,
      }),
      levelOptions,
      ...(comp.reference === undefined ? {} : { reference: comp.reference }),
    };
  });
};
