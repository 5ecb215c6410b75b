export {
  type CareerGapInput,
  type CareerGapResult,
  type CareerReadiness,
  type CompetencyGap,
  computeCareerGaps,
  definedLevels,
  isLevelDefined,
  targetLevelFor,
} from './computeCareerGaps';
export {
  AVERAGE_ORGANIZATION,
  estimateJobSize,
  type JobSizeEstimate,
  type ScoreRange,
  safeEstimateJobSize,
  stepScoreRanges,
} from './estimateJobSize';
// The career goal and report body schemas are the contract's (contract/careerReport.ts).
export {
  type CareerLevelTarget,
  careerCategoryOfLevel,
  careerLevelTargets,
  categoryTargetLevels,
  isTargetAboveCurrent,
} from './model';
