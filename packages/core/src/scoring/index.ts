export {
  computeScoreDetails,
  effectivenessScore,
  impactScore,
  type OrganizationScores,
  organizationScores,
  type PartialAnswers,
  type PartialScoringInput,
  responsibilityScore,
  type ScoringInput,
  safeComputeScoreDetails,
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
export {
  type RecommendedLevelInput,
  recommendedLevel,
} from './recommendedLevel';
export { ScoringError } from './ScoringError';
export type {
  CareerBand,
  OptionScores,
  ScoredEffectivenessQuestion,
  ScoringTables,
} from './tables';
