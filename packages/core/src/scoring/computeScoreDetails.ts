/** The job-size scoring engine: pure and synchronous. */
import type { CareerCategory, IndustryComplexity, ScoreDetails } from '../contract';
import type {
  EffectivenessQuestion,
  ImpactQuestion,
  ResponsibilityQuestion,
} from '../options/questions';
import { ScoringError } from './ScoringError';
import {
  type CareerBand,
  defaultScoringTables,
  type OptionScores,
  type ScoringTables,
} from './tables';

export type ScoringInput = {
  /** An industry category id; an unknown (or missing) one scores as `basic`. */
  industryCategory: string;
  organizationDetails: { customerScope: string; employees: string; revenue: string };
  roleAndResponsibilities: Record<ResponsibilityQuestion, string>;
  roleEffectiveness: Record<EffectivenessQuestion, string>;
  rolesImpact: Record<ImpactQuestion, string>;
};

/** Answers as the wizard holds them while a step is partly filled (or as loaded from storage). */
export type PartialAnswers<K extends string> = Readonly<Partial<Record<K, unknown>>>;

/** A `ScoringInput` that may be incomplete; extra fields are allowed and ignored. */
export type PartialScoringInput = {
  industryCategory?: unknown;
  organizationDetails?: PartialAnswers<keyof ScoringInput['organizationDetails']> | undefined;
  roleAndResponsibilities?: PartialAnswers<ResponsibilityQuestion> | undefined;
  roleEffectiveness?: PartialAnswers<EffectivenessQuestion> | undefined;
  rolesImpact?: PartialAnswers<ImpactQuestion> | undefined;
};

export type OrganizationScores = ScoreDetails['organizationScores'];

const has = (o: object, key: string): boolean => Object.hasOwn(o, key);

/** Looks up an answer's score; throws `ScoringError` naming `field` if it is missing or unknown. */
const scoreOf = (scores: OptionScores, answers: object | undefined, key: string, field: string) => {
  const value = answers ? (answers as Record<string, unknown>)[key] : undefined;
  const score = typeof value === 'string' && has(scores, value) ? scores[value] : undefined;
  if (score === undefined || !Number.isFinite(score)) throw new ScoringError(field, value);
  return score;
};

const sumOf = (
  table: Readonly<Record<string, OptionScores>>,
  answers: object | undefined,
  step: string,
): number =>
  Object.entries(table).reduce(
    (sum, [key, scores]) => sum + scoreOf(scores, answers, key, `${step}.${key}`),
    0,
  );

/** The complexity of an industry category; unknown or missing ids are `basic`. */
const industryComplexityFor = (
  industryCategory: unknown,
  tables: ScoringTables = defaultScoringTables,
): IndustryComplexity =>
  (typeof industryCategory === 'string' && has(tables.industryComplexity, industryCategory)
    ? tables.industryComplexity[industryCategory]
    : undefined) ?? 'basic';

/** Step 2: the organisation scores. */
export const organizationScores = (
  industryCategory: unknown,
  org: PartialAnswers<keyof ScoringInput['organizationDetails']> | undefined,
  tables: ScoringTables = defaultScoringTables,
): OrganizationScores => {
  const industryComplexity = industryComplexityFor(industryCategory, tables);
  const scopeScores = Object.fromEntries(
    Object.entries(tables.customerScopeScores).map(([id, s]) => [id, s[industryComplexity]]),
  ) as OptionScores;
  const field = 'organizationDetails.';
  const customerScopesScore = scoreOf(scopeScores, org, 'customerScope', `${field}customerScope`);
  const employeesScore = scoreOf(tables.employeesScores, org, 'employees', `${field}employees`);
  const revenueScore = scoreOf(tables.revenueScores, org, 'revenue', `${field}revenue`);
  return {
    industryComplexity,
    customerScopesScore,
    employeesScore,
    revenueScore,
    totalScore: customerScopesScore + employeesScore + revenueScore,
  };
};

/**
 * The multiplier of an organisation totalScore. The score is clamped into the
 * table (1..76 by default); a fractional score is rounded down first.
 */
export const scoreMultiplierFor = (
  totalScore: number,
  tables: ScoringTables = defaultScoringTables,
): number => {
  const table = tables.scoreMultipliers;
  const score = Number.isFinite(totalScore) ? Math.floor(totalScore) : 1;
  return table[Math.min(Math.max(score, 1), table.length) - 1] ?? 0;
};

/**
 * The career band of a final score: `Math.floor(finalScore)` is looked up; a floor
 * below the first band falls in the first band, and one past a gap or the end in the band before.
 */
export const careerBandFor = (
  finalScore: number,
  tables: ScoringTables = defaultScoringTables,
): CareerBand => {
  const bands = tables.careerBands;
  const floor = Number.isFinite(finalScore) ? Math.floor(finalScore) : 0;
  let found = bands[0];
  for (const band of bands) {
    if (floor < band.from) break;
    found = band;
    if (band.to === null || floor <= band.to) break;
  }
  if (!found) throw new ScoringError('careerBands', 'an empty table');
  return found;
};

/** Step 3: the sum of the five responsibility option scores. */
export const responsibilityScore = (
  answers: PartialAnswers<ResponsibilityQuestion> | undefined,
  tables: ScoringTables = defaultScoringTables,
): number => sumOf(tables.responsibilityScores, answers, 'roleAndResponsibilities');

/** Step 4: the contribution matrix score plus the six other option scores. */
export const effectivenessScore = (
  answers: PartialAnswers<EffectivenessQuestion> | undefined,
  tables: ScoringTables = defaultScoringTables,
): number => {
  const step = 'roleEffectiveness';
  const matrix = tables.contributionMatrix;
  const rows = Object.fromEntries(Object.keys(matrix).map((id) => [id, 0]));
  scoreOf(rows, answers, 'functionContribution', `${step}.functionContribution`);
  const row = matrix[String(answers?.functionContribution)] ?? {};
  const contribution = scoreOf(row, answers, 'technicalCompetence', `${step}.technicalCompetence`);
  return contribution + sumOf(tables.effectivenessScores, answers, step);
};

/** Step 5: the sum of the eight impact option scores. */
export const impactScore = (
  answers: PartialAnswers<ImpactQuestion> | undefined,
  tables: ScoringTables = defaultScoringTables,
): number => sumOf(tables.impactScores, answers, 'rolesImpact');

/**
 * The score details of a complete input. Throws `ScoringError` (naming the field) for a missing
 * answer or an unknown option id; fields are checked in step and question order.
 */
export const computeScoreDetails = (
  input: ScoringInput | PartialScoringInput,
  tables: ScoringTables = defaultScoringTables,
): ScoreDetails => {
  const org = organizationScores(input.industryCategory, input.organizationDetails, tables);
  const scoreMultiplier = scoreMultiplierFor(org.totalScore, tables);
  const rolesResponsibilityScore = responsibilityScore(input.roleAndResponsibilities, tables);
  const rolesEffectivenessScore = effectivenessScore(input.roleEffectiveness, tables);
  const rolesImpact = impactScore(input.rolesImpact, tables);
  const finalScore =
    scoreMultiplier * (rolesResponsibilityScore + rolesEffectivenessScore + rolesImpact);
  const band = careerBandFor(finalScore, tables);
  const category: CareerCategory = band.category;
  return {
    industryCategory: typeof input.industryCategory === 'string' ? input.industryCategory : '',
    organizationScores: org,
    scoreMultiplier,
    rolesResponsibilityScore,
    rolesEffectivenessScore,
    rolesImpact,
    finalScore,
    careerLevel: band.careerLevel,
    category,
  };
};

/**
 * Like `computeScoreDetails`, but answers `null` while the input is incomplete or holds an
 * unknown option (a `ScoringError`), so the wizard can show live scores as answers come in.
 * Any other error is rethrown.
 */
export const safeComputeScoreDetails = (
  input: PartialScoringInput | null | undefined,
  tables: ScoringTables = defaultScoringTables,
): ScoreDetails | null => {
  if (!input) return null;
  try {
    return computeScoreDetails(input, tables);
  } catch (error) {
    if (error instanceof ScoringError) return null;
    throw error;
  }
};
