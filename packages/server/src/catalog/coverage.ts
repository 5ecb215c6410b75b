import type { Catalog } from './buildCatalog';
import { type CatalogCompetency, careerCategories } from './schema';

/** The 25 built-in industry category ids (design/scoring.md, section 3). */
export const builtInIndustryIds = [
  'professional-services',
  'healthcare',
  'media-and-communications',
  'engineering-and-manufacturing',
  'design',
  'electronics',
  'technology',
  'pharma',
  'airline',
  'construction',
  'bfsi',
  'chemicals',
  'social-services',
  'food-and-agriculture',
  'hospitality',
  'trading',
  'supplychain',
  'shipping',
  'power',
  'transport',
  'retail',
  'education',
  'real-estate',
  'textiles-and-apparel',
  'government-and-public-sector',
] as const;

export type CareerCategory = (typeof careerCategories)[number];

/** The minimums the catalog must meet (docs/catalog.md). */
export const coverageRules = {
  jobFamiliesPerIndustry: 3,
  functionsPerJobFamily: 3,
  competenciesPerCategory: 4,
  distinctCompetencies: 150,
  definedLevels: 3,
  allLevelsShare: 0.8,
  levelDescriptionWords: 12,
  abilityWords: 4,
  domainCompetenciesPerCategory: 4,
} as const;

/** The specification's hard-coded function groups: competency count and required members. */
export const specGroups: { id: string; size: number; includes: string[] }[] = [
  {
    id: 'business-management',
    size: 28,
    includes: [
      'benchmarking',
      'business-acumen',
      'business-continuity-management',
      'business-development',
    ],
  },
  { id: 'assurance', size: 8, includes: [] },
  { id: 'digital-and-data-management', size: 12, includes: [] },
  { id: 'financial-and-transaction-management', size: 28, includes: [] },
];

export type FindingRule =
  | 'industry-missing'
  | 'industry-job-families'
  | 'job-family-functions'
  | 'function-career-coverage'
  | 'competency-count'
  | 'competency-levels'
  | 'competency-description'
  | 'level-description'
  | 'level-abilities'
  | 'all-levels-share'
  | 'duplicate-text'
  | 'domain-coverage'
  | 'spec-group';

export type Finding = { rule: FindingRule; subject: string; message: string };

export type AuditOptions = { industryIds?: readonly string[] };

const words = (s: string) => s.trim().split(/\s+/).filter(Boolean).length;
/** Sentence ends: a full stop, question or exclamation mark followed by a space and a capital, or the end. */
const sentences = (s: string) => (s.trim().match(/[.!?](?=\s+[A-Z]|\s*$)/g) ?? []).length;
const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

const countByCategory = (catalog: Catalog, ids: Iterable<string>) => {
  const counts: Record<CareerCategory, number> = { low: 0, medium: 0, high: 0 };
  for (const id of new Set(ids)) {
    for (const c of catalog.competencies.get(id)?.careerCategories ?? []) counts[c] += 1;
  }
  return counts;
};

/** Competency counts per career category of one function or domain function. */
export const functionCategoryCounts = (catalog: Catalog, competencyIds: string[]) =>
  countByCategory(catalog, competencyIds);

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

const auditCompetency = (c: CatalogCompetency, add: (f: Finding) => void) => {
  const subject = `competency ${c.id}`;
  if (c.levels.length < coverageRules.definedLevels) {
    add({ rule: 'competency-levels', subject, message: `only ${c.levels.length} levels defined` });
  }
  if (sentences(c.description) !== 1) {
    add({ rule: 'competency-description', subject, message: 'description is not one sentence' });
  }
  for (const l of c.levels) {
    const at = `${subject} level ${l.level}`;
    if (words(l.description) < coverageRules.levelDescriptionWords) {
      add({ rule: 'level-description', subject: at, message: 'description under 12 words' });
    }
    const n = sentences(l.description);
    if (n < 1 || n > 2) {
      add({
        rule: 'level-description',
        subject: at,
        message: 'description is not 1 or 2 sentences',
      });
    }
    if (l.abilities.length < 3 || l.abilities.length > 5) {
      add({ rule: 'level-abilities', subject: at, message: `${l.abilities.length} abilities` });
    }
    for (const a of l.abilities) {
      if (words(a) < coverageRules.abilityWords) {
        add({ rule: 'level-abilities', subject: at, message: `ability under 4 words: "${a}"` });
      }
    }
  }
};

const auditTexts = (catalog: Catalog, add: (f: Finding) => void) => {
  const seen = new Map<string, string>();
  for (const c of catalog.competencies.values()) {
    for (const l of c.levels) {
      for (const text of [l.description, ...l.abilities]) {
        const key = normalise(text);
        const where = `competency ${c.id} level ${l.level}`;
        const first = seen.get(key);
        if (first === undefined) seen.set(key, where);
        else add({ rule: 'duplicate-text', subject: where, message: `"${text}" repeats ${first}` });
      }
    }
  }
};

const auditStructure = (
  catalog: Catalog,
  industryIds: readonly string[],
  add: (f: Finding) => void,
) => {
  for (const id of industryIds) {
    if (!catalog.industries.has(id)) {
      add({ rule: 'industry-missing', subject: `industry ${id}`, message: 'no catalog entry' });
    }
  }
  for (const ind of catalog.industries.values()) {
    const subject = `industry ${ind.id}`;
    const n = new Set(ind.jobFamilies).size;
    if (n < coverageRules.jobFamiliesPerIndustry) {
      add({ rule: 'industry-job-families', subject, message: `${n} job families` });
    }
    const counts = countByCategory(catalog, domainCompetencyIds(catalog, ind.id));
    for (const cat of careerCategories) {
      if (counts[cat] < coverageRules.domainCompetenciesPerCategory) {
        add({
          rule: 'domain-coverage',
          subject,
          message: `${counts[cat]} domain competencies for ${cat}`,
        });
      }
    }
  }
  for (const jf of catalog.jobFamilies.values()) {
    const n = new Set(jf.functions).size;
    if (n < coverageRules.functionsPerJobFamily) {
      add({
        rule: 'job-family-functions',
        subject: `job family ${jf.id}`,
        message: `${n} functions`,
      });
    }
  }
  for (const f of catalog.functions.values()) {
    const counts = countByCategory(catalog, f.competencies);
    for (const cat of careerCategories) {
      if (counts[cat] < coverageRules.competenciesPerCategory) {
        add({
          rule: 'function-career-coverage',
          subject: `function ${f.id}`,
          message: `${counts[cat]} competencies for ${cat}`,
        });
      }
    }
  }
  for (const g of specGroups) {
    const f = catalog.functions.get(g.id);
    const subject = `function ${g.id}`;
    if (!f) {
      add({ rule: 'spec-group', subject, message: 'missing' });
      continue;
    }
    const n = new Set(f.competencies).size;
    if (n !== g.size)
      add({ rule: 'spec-group', subject, message: `${n} competencies, expected ${g.size}` });
    for (const id of g.includes) {
      if (!f.competencies.includes(id))
        add({ rule: 'spec-group', subject, message: `lacks ${id}` });
    }
  }
};

/** Checks a built catalog against the coverage and quality rules; an empty list means it passes. */
export const auditCatalog = (catalog: Catalog, options: AuditOptions = {}): Finding[] => {
  const findings: Finding[] = [];
  const add = (f: Finding) => findings.push(f);
  auditStructure(catalog, options.industryIds ?? builtInIndustryIds, add);

  const all = [...catalog.competencies.values()];
  if (all.length < coverageRules.distinctCompetencies) {
    add({ rule: 'competency-count', subject: 'catalog', message: `${all.length} competencies` });
  }
  for (const c of all) auditCompetency(c, add);
  const full = all.filter((c) => new Set(c.levels.map((l) => l.level)).size === 5).length;
  if (all.length > 0 && full / all.length < coverageRules.allLevelsShare) {
    add({
      rule: 'all-levels-share',
      subject: 'catalog',
      message: `${full} of ${all.length} competencies define all five levels`,
    });
  }
  auditTexts(catalog, add);
  return findings;
};

export type CategoryCounts = Record<CareerCategory, number>;
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
