import {
  type CompetencyLevelItem,
  computeScoreDetails,
  type ScoreDetails,
  type SelectedLevels,
  type UserFilledDetails,
} from '@rolescope/core';
import type { TechnicalCompetence } from '@rolescope/core/contract';
import {
  customerScopes,
  effectivenessQuestions,
  employeeBands,
  impactQuestions,
  responsibilityQuestions,
  revenueBands,
} from '@rolescope/core/options';
import type { Catalog } from '../catalog/buildCatalog';
import { calculateCompetencyLevels, listFunctions } from '../services/catalog';

export type DemoReport = {
  createdAt: Date;
  userFilledDetails: UserFilledDetails;
  selectedLevels: SelectedLevels;
  report: CompetencyLevelItem[] | null;
  /** Null for a draft. */
  scoreDetails: ScoreDetails | null;
};

/** A small deterministic PRNG (mulberry32), so the demo data is the same on every run. */
export const prng = (seed: number) => () => {
  seed = (seed + 0x6d2b79f5) | 0;
  let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
  t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
  return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
};

/** A role of the demo data: its title, industry, job families and company. */
export type DemoRole = readonly [
  role: string,
  industry: string,
  families: string[],
  company: string,
];

const ROLES: readonly DemoRole[] = [
  ['Senior Backend Engineer', 'technology', ['software-engineering'], 'Nimbus Software'],
  ['Data Scientist', 'technology', ['data-and-analytics'], 'Quantiva Analytics'],
  ['Cloud Operations Lead', 'technology', ['it-operations'], 'Stratus Cloud Services'],
  ['QA Lead', 'technology', ['software-engineering', 'it-operations'], 'Nimbus Software'],
  ['Frontend Developer', 'technology', ['software-engineering'], 'Pixelcraft Labs'],
  [
    'Engineering Manager',
    'technology',
    ['software-engineering', 'data-and-analytics'],
    'Orbit Systems',
  ],
  ['Relationship Manager', 'bfsi', ['retail-banking'], 'Meridian Bank'],
  ['Credit Risk Analyst', 'bfsi', ['risk-and-compliance'], 'Meridian Bank'],
  ['Compliance Officer', 'bfsi', ['risk-and-compliance', 'retail-banking'], 'Harbour Finance'],
  ['Head of Analytics', 'bfsi', ['data-and-analytics', 'risk-and-compliance'], 'Harbour Finance'],
];
const LEVELS: readonly TechnicalCompetence[] = ['aware', 'apply', 'advise', 'expert'];

const pick = <T>(rand: () => number, items: readonly T[]): T =>
  items[Math.floor(rand() * items.length)] as T;

const answers = (
  rand: () => number,
  questions: readonly { id: string; options: readonly { id: string }[] }[],
) => Object.fromEntries(questions.map((q) => [q.id, pick(rand, q.options).id]));

/**
 * One realistic report (a draft when `isDraft`: partly filled, no score), its competency
 * levels from the catalog and its scores from the scoring engine; every random choice comes
 * from `rand`, so a seeded `rand` gives the same report on every run.
 */
export const demoReport = (
  rand: () => number,
  catalog: Catalog | undefined,
  [role, industryCategory, families, currentCompany]: DemoRole,
  createdAt: Date,
  isDraft: boolean,
  /** Varies how many competencies are rated (4 + variant % 3). */
  variant: number,
  /** The functions to evaluate among the families' (all of them when none is there). */
  preferFunctions: readonly string[] = [],
): DemoReport => {
  const roleEffectiveness = answers(rand, effectivenessQuestions);
  const technicalCompetence = (roleEffectiveness.technicalCompetence ??
    'expert') as TechnicalCompetence;
  const offered = catalog
    ? listFunctions(catalog, { industryCategory, jobFamilyProcessOptions: families }, 'job').map(
        (f) => f._id,
      )
    : [];
  const preferred = offered.filter((f) => preferFunctions.includes(f));
  const functions = preferred.length > 0 ? preferred : offered;
  const competencyIds = catalog
    ? [...new Set(functions.flatMap((f) => catalog.functions.get(f)?.competencies ?? []))].slice(
        0,
        4 + (variant % 3),
      )
    : [];
  const userFilledDetails: UserFilledDetails = {
    details: {
      role,
      industryCategory,
      currentIndustry: industryCategory === 'technology' ? 'Software Products' : 'Retail Banking',
      currentCompany,
      description: `Leads ${role.toLowerCase()} work for ${currentCompany}, owning outcomes and quality.`,
      process: families,
      currentFunction: functions.slice(0, 6),
      experience: pick(rand, ['<3 Years', '>5 Years']),
      competency: competencyIds,
    },
    organizationDetails: {
      managementLevel: 'middle',
      customerScope: pick(rand, customerScopes).id,
      employees: pick(rand, employeeBands).id,
      revenue: pick(rand, revenueBands).id,
    },
    roleAndResponsibilities: answers(rand, responsibilityQuestions),
    roleEffectiveness,
    ...(isDraft ? {} : { rolesImpact: answers(rand, impactQuestions) }),
  };
  const items =
    catalog && competencyIds.length > 0
      ? calculateCompetencyLevels(catalog, {
          industryCategory,
          functions,
          competencyName: competencyIds,
          level: LEVELS.includes(technicalCompetence) ? technicalCompetence : 'expert',
        })
      : [];
  const selectedLevels: SelectedLevels = Object.fromEntries(
    items.map((it) => [
      String(it.step),
      Math.max(1, Math.min(5, it.recommendedLevel + pick(rand, [-1, 0, 0, 1]))),
    ]),
  );
  return {
    createdAt,
    userFilledDetails,
    selectedLevels: isDraft ? {} : selectedLevels,
    report: isDraft ? null : items,
    scoreDetails: isDraft
      ? null
      : computeScoreDetails({
          industryCategory,
          organizationDetails: userFilledDetails.organizationDetails as Record<string, string>,
          roleAndResponsibilities: userFilledDetails.roleAndResponsibilities as Record<
            string,
            string
          >,
          roleEffectiveness,
          rolesImpact: userFilledDetails.rolesImpact as Record<string, string>,
        }),
  };
};

/**
 * `count` realistic reports for the demo account, newest first, one every few days back
 * from `now`; about one in five is a draft (partly filled, no score).
 */
export const demoReports = (
  now: Date,
  catalog: Catalog | undefined,
  count: number,
): DemoReport[] => {
  const rand = prng(20250101);
  return Array.from({ length: count }, (_, i) => {
    const createdAt = new Date(
      now.getTime() - (i * 3 + 1) * 86_400_000 - Math.floor(rand() * 36_000_000),
    );
    return demoReport(
      rand,
      catalog,
      ROLES[i % ROLES.length] as DemoRole,
      createdAt,
      i % 5 === 2,
      i,
    );
  });
};
