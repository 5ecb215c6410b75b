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
  type JobSizeEstimate,
  safeEstimateJobSize,
} from './estimateJobSize';
// The career goal and report body schemas are the contract's (contract/careerReport.ts).
export {
  type CareerLevelTarget,
  careerCategoryOfLevel,
  careerLevelTargets,
  isTargetAboveCurrent,
} from './model';
