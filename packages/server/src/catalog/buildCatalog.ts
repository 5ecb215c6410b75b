import {
  type CatalogCompetency,
  type CatalogFunctionEntry,
  type CatalogIndustryEntry,
  type CatalogJobFamilyEntry,
  catalogCompetencyFileSchema,
  catalogFunctionFileSchema,
  catalogIndustriesFileSchema,
  catalogJobFamilyFileSchema,
} from './schema';

/** The catalog's files, already read (one array per kind, files of a folder concatenated). */
export type RawCatalog = {
  industries: unknown;
  jobFamilies: unknown[];
  functions: unknown[];
  domainJobFamilies: unknown[];
  domainFunctions: unknown[];
  competencies: unknown[];
};

/** A validated, indexed catalog. */
export type Catalog = {
  industries: Map<string, CatalogIndustryEntry>;
  jobFamilies: Map<string, CatalogJobFamilyEntry>;
  functions: Map<string, CatalogFunctionEntry>;
  domainJobFamilies: Map<string, CatalogJobFamilyEntry>;
  domainFunctions: Map<string, CatalogFunctionEntry>;
  competencies: Map<string, CatalogCompetency>;
};

export class CatalogError extends Error {
  override name = 'CatalogError';
}

const indexById = <T extends { id: string }>(kind: string, items: T[]): Map<string, T> => {
  const map = new Map<string, T>();
  for (const item of items) {
    if (map.has(item.id)) throw new CatalogError(`Duplicate ${kind} id "${item.id}"`);
    map.set(item.id, item);
  }
  return map;
};

const parse = <T>(
  kind: string,
  schema: {
    safeParse(
      v: unknown,
    ):
      | { success: true; data: T }
      | { success: false; error: { issues: { path: PropertyKey[]; message: string }[] } };
  },
  value: unknown,
): T => {
  const result = schema.safeParse(value);
  if (!result.success) {
    const issue = result.error.issues[0];
    throw new CatalogError(`Invalid ${kind} at ${issue?.path.join('.') ?? '?'}: ${issue?.message}`);
  }
  return result.data;
};

const checkRefs = (kind: string, owner: string, ids: string[], target: Map<string, unknown>) => {
  for (const id of ids) {
    if (!target.has(id)) throw new CatalogError(`${kind} "${owner}" refers to unknown id "${id}"`);
  }
};

/**
 * Validates every entry against its schema and every reference across files, and indexes
 * the result. `industryIds`, when given, are the only industry ids allowed.
 */
export const buildCatalog = (raw: RawCatalog, industryIds?: readonly string[]): Catalog => {
  const competencies = indexById(
    'competency',
    parse('competencies', catalogCompetencyFileSchema, raw.competencies),
  );
  const functions = indexById(
    'function',
    parse('functions', catalogFunctionFileSchema, raw.functions),
  );
  const domainFunctions = indexById(
    'domain function',
    parse('domain functions', catalogFunctionFileSchema, raw.domainFunctions),
  );
  const jobFamilies = indexById(
    'job family',
    parse('job families', catalogJobFamilyFileSchema, raw.jobFamilies),
  );
  const domainJobFamilies = indexById(
    'domain job family',
    parse('domain job families', catalogJobFamilyFileSchema, raw.domainJobFamilies),
  );
  const industries = indexById(
    'industry',
    parse('industries', catalogIndustriesFileSchema, raw.industries),
  );

  for (const f of [...functions.values(), ...domainFunctions.values()]) {
    checkRefs('Function', f.id, f.competencies, competencies);
  }
  for (const jf of jobFamilies.values()) checkRefs('Job family', jf.id, jf.functions, functions);
  for (const jf of domainJobFamilies.values()) {
    checkRefs('Domain job family', jf.id, jf.functions, domainFunctions);
  }
  for (const ind of industries.values()) {
    if (industryIds && !industryIds.includes(ind.id)) {
      throw new CatalogError(`Unknown industry category "${ind.id}"`);
    }
    checkRefs('Industry', ind.id, ind.jobFamilies, jobFamilies);
    checkRefs('Industry', ind.id, ind.domainJobFamilies, domainJobFamilies);
  }
  return { industries, jobFamilies, functions, domainJobFamilies, domainFunctions, competencies };
};
