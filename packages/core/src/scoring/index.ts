// `@rolescope/core/scoring`: the engine's parts (each part's score, multipliers, level
// scales, tables). `computeScoreDetails`, `safeComputeScoreDetails`, `ScoringError` and the
// inputs' types are on the main entry, and listed there only.
export {
  effectivenessScore,
  impactScore,
  type OrganizationScores,
  organizationScores,
  type PartialAnswers,
  responsibilityScore,
  scoreMultiplierFor,
} from './computeScoreDetails';
export {
  type CareerLevelBand,
  careerLevelBandOf,
  careerLevelScale,
  careerLevels,
  type ProficiencyLevelKey,
  proficiencyLevelKeyOf,
  type ScorePartId,
  scoreMultiplierRange,
  scorePartIds,
  scorePartRanges,
  type ValueRange,
} from './meaning';
export { type RecommendedLevelInput, recommendedLevel } from './recommendedLevel';
export type {
  CareerBand,
  OptionScores,
  ScoredEffectivenessQuestion,
  ScoringTables,
} from './tables';
