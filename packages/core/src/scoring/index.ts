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
