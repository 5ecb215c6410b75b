import { industryCategories } from '@rolescope/core/options';
import type { Catalog } from './buildCatalog';
import { countByCategory, domainCompetencyIds } from './catalogStats';
import { type CatalogCompetency, careerCategories } from './schema';

/** The 25 built-in industry category ids: the ids of core's industry option set. */
export const builtInIndustryIds: readonly string[] = industryCategories.map((c) => c.id);

/** The minimums the catalog must meet (docs/catalog.md). */
export const coverageRules = {
  jobFamiliesPerIndustry: 3,
  functionsPerJobFamily: 3,
  competenciesPerCategory: 4,
  distinctCompetencies: 150,
  definedLevels: 3,
  allLevelsShare: 0.35,
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

type FindingRule =
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
