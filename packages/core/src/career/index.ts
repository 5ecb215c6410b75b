export {
  type CareerGapInput,
  type CareerGapResult,
  type CareerReadiness,
  type CompetencyGap,
  computeCareerGaps,
  definedLevels,
  targetLevelFor,
} from './computeCareerGaps';
export {
  type CareerGoal,
  type CareerLevelTarget,
  type CareerReport,
  type CareerTimeFrame,
  careerGoalSchema,
  careerLevelTargets,
  careerReportSchema,
  careerTimeFrames,
  categoryTargetLevels,
  MAX_MOTIVATION_LENGTH,
} from './model';
