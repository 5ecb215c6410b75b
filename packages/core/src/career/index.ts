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
export {
  type CareerGoal,
  type CareerLevelTarget,
  type CareerReport,
  type CareerTimeFrame,
  careerCategoryOfLevel,
  careerGoalSchema,
  careerLevelTargets,
  careerReportSchema,
  careerTimeFrames,
  categoryTargetLevels,
  MAX_MOTIVATION_LENGTH,
} from './model';
