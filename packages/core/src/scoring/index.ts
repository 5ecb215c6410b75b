export {
  careerBandFor,
  computeScoreDetails,
  effectivenessScore,
  impactScore,
  industryComplexityFor,
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
  careerCategoryIds,
  careerLevelBandOf,
  careerLevelBands,
  careerLevelScale,
  careerLevels,
  type ProficiencyLevelKey,
  proficiencyLevelKeyOf,
  proficiencyLevelKeys,
  type ScorePartId,
  scoreMultiplierRange,
  scorePartIds,
  scorePartRanges,
  type ValueRange,
} from './meaning';
export {
  nearestDefinedLevel,
  type RecommendedLevelInput,
  recommendedLevel,
  technicalCompetenceLevels,
} from './recommendedLevel';
export { ScoringError } from './ScoringError';
export {
  type CareerBand,
  careerBands,
  contributionMatrix,
  defaultScoringTables,
  type OptionScores,
  type ScoredEffectivenessQuestion,
  type ScoringTables,
  scoreMultipliers,
} from './tables';
