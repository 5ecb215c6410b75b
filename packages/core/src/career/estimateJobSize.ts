import type { CareerCategory } from '../contract';
import type { ResponsibilityQuestion } from '../options/questions';
import {
  careerBandFor,
  organizationScores,
  type PartialAnswers,
  responsibilityScore,
  scoreMultiplierFor,
} from '../scoring/computeScoreDetails';
import type { ScorePartId, ValueRange } from '../scoring/meaning';
import { ScoringError } from '../scoring/ScoringError';
import { defaultScoringTables, type OptionScores, type ScoringTables } from '../scoring/tables';

/**
 * The organisation the quick job-size check assumes: an average firm (national customers,
 * 201-500 employees, 100-500 INR Crore revenue), scored at the chosen industry's complexity.
 */
export const AVERAGE_ORGANIZATION = {
  customerScope: 'national',
  employees: '201-500',
  revenue: '100-500',
} as const;

/** The range of a score (`ValueRange`). */
export type ScoreRange = ValueRange;

/** The sum of each set's lowest and of each set's highest score. */
const span = (sets: readonly (readonly number[])[]): ScoreRange => ({
  min: sets.reduce((t, v) => t + Math.min(...v), 0),
  max: sets.reduce((t, v) => t + Math.max(...v), 0),
});
const scoresOf = (sets: Readonly<Record<string, OptionScores>>) =>
  Object.values(sets).map((set) => Object.values(set));

/**
 * The lowest and highest score each scored part can reach with `tables`, by part name (with
 * the built-in tables `scorePartRanges`: roles and responsibilities 10..412, effectiveness
 * 7..260, impact 2..320); the contribution matrix counts as one set of its cells.
 */
export const stepScoreRanges = (
  tables: ScoringTables = defaultScoringTables,
): Readonly<Record<ScorePartId, ScoreRange>> => ({
  roleAndResponsibilities: span(scoresOf(tables.responsibilityScores)),
  roleEffectiveness: span([
    scoresOf(tables.contributionMatrix).flat(),
    ...scoresOf(tables.effectivenessScores),
  ]),
  rolesImpact: span(scoresOf(tables.impactScores)),
});

/** What the quick check estimates, with the parts it was built from. */
export type JobSizeEstimate = {
  rolesResponsibilityScore: number;
  /** The effectiveness score at the responsibilities' relative position (not asked). */
  estimatedEffectivenessScore: number;
  /** The impact score at the responsibilities' relative position (not asked). */
  estimatedImpactScore: number;
  scoreMultiplier: number;
  finalScore: number;
  careerLevel: number;
  category: CareerCategory;
};

/**
 * The quick job-size check: a career level and category from the industry category and the
 * five responsibility answers alone, for a user with no completed competency report.
 *
 * Method. The full engine scores `multiplier × (responsibilities + effectiveness + impact)`.
 * The quick check knows the responsibilities score R exactly; it takes R's relative position
 * t = (R − Rmin) / (Rmax − Rmin) within its range (10..412) and assumes the role sits at the
 * same relative position in the two steps it does not ask: effectiveness = Emin + t × (Emax −
 * Emin) (7..260) and impact = Imin + t × (Imax − Imin) (2..320). (Multiplying R by 3 instead
 * overstates every role, as R's range is wider than the others'.) The multiplier is that of
 * an average organisation (`AVERAGE_ORGANIZATION`) in the chosen industry; the estimated final
 * score is looked up in the band table. For the scoring rules' worked example (R = 117, technology):
 * t ≈ 0.266, effectiveness ≈ 74.3, impact ≈ 86.6, 1.03 × 278.0 ≈ 286.3 → level 18, low, the
 * band the full engine gives (260.59 → level 18, low).
 *
 * Throws `ScoringError` (naming the field) for a missing or unknown answer.
 */
export const estimateJobSize = (
  industryCategory: string,
  answers: PartialAnswers<ResponsibilityQuestion> | undefined,
  tables: ScoringTables = defaultScoringTables,
): JobSizeEstimate => {
  const ranges = stepScoreRanges(tables);
  const rolesResponsibilityScore = responsibilityScore(answers, tables);
  const { min, max } = ranges.roleAndResponsibilities;
  const t = max > min ? (rolesResponsibilityScore - min) / (max - min) : 0;
  const at = (r: ScoreRange) => r.min + t * (r.max - r.min);
  const estimatedEffectivenessScore = at(ranges.roleEffectiveness);
  const estimatedImpactScore = at(ranges.rolesImpact);
  const org = organizationScores(industryCategory, AVERAGE_ORGANIZATION, tables);
  const scoreMultiplier = scoreMultiplierFor(org.totalScore, tables);
  const finalScore =
    scoreMultiplier *
    (rolesResponsibilityScore + estimatedEffectivenessScore + estimatedImpactScore);
  const band = careerBandFor(finalScore, tables);
  return {
    rolesResponsibilityScore,
    estimatedEffectivenessScore,
    estimatedImpactScore,
    scoreMultiplier,
    finalScore,
    careerLevel: band.careerLevel,
    category: band.category,
  };
};

/** `estimateJobSize`, or null while an answer is missing or unknown (live, as answers come in). */
export const safeEstimateJobSize = (
  industryCategory: string,
  answers: PartialAnswers<ResponsibilityQuestion> | undefined,
  tables: ScoringTables = defaultScoringTables,
): JobSizeEstimate | null => {
  try {
    return estimateJobSize(industryCategory, answers, tables);
  } catch (error) {
    if (error instanceof ScoringError) return null;
    throw error;
  }
};
