import {
  type CareerGoal,
  type CompetencyLevelItem,
  careerCategoryOfLevel,
  careerGoalFormSchema,
  careerLevelTargets,
  computeCareerGaps,
  definedLevels,
  isTargetAboveCurrent,
  type Report,
  safeEstimateJobSize,
  type UserFilledDetails,
} from '@rolescope/core';
import type { CareerCategory } from '@rolescope/core/contract';
import type { CareerGoalFormValues } from '@rolescope/core/validation';

/** Where the user stands now, and the catalog context the skill step needs. */
export type CareerBaseline = {
  source: 'report' | 'quick-check';
  careerLevel: number;
  category: CareerCategory;
  industryCategory: string;
  /** The user's function ids: the latest report's, or those chosen in the quick check. */
  functions: string[];
  role?: string;
};

/**
 * The baseline of the latest completed competency report with score details (reports arrive
 * newest first; career reports describe a target, not the current position).
 */
export const isBaselineReport = (r: Pick<Report, 'status' | 'reportType' | 'scoreDetails'>) =>
  r.status === 'completed' && r.reportType !== 'career' && r.scoreDetails !== undefined;

export const baselineFromReports = (reports: readonly Report[]): CareerBaseline | null => {
  const latest = reports.find(isBaselineReport);
  if (!latest?.scoreDetails) return null;
  const details = latest.userFilledDetails.details ?? {};
  const functions = (details as { currentFunction?: unknown }).currentFunction;
  return {
    source: 'report',
    careerLevel: latest.scoreDetails.careerLevel,
    category: latest.scoreDetails.category,
    industryCategory: details.industryCategory ?? '',
    functions: Array.isArray(functions) ? functions.filter((f) => typeof f === 'string') : [],
    ...(details.role ? { role: details.role } : {}),
  };
};

/** Functions the quick check asks for at most. */
export const MAX_QUICK_CHECK_FUNCTIONS = 3;

/**
 * The quick job-size check's answers: the industry category, the job family and function(s)
 * (which competencies apply) and the five responsibility answers (the job size).
 */
export type QuickCheckValues = {
  industryCategory: string;
  jobFamily: string;
  functions: string[];
  answers: Record<string, string>;
};

export const emptyQuickCheck: QuickCheckValues = {
  industryCategory: '',
  jobFamily: '',
  functions: [],
  answers: {},
};

/**
 * The baseline of the quick check (core's `estimateJobSize`: the method is documented
 * there), or null until the industry, 1 to 3 functions and all five answers are given.
 */
export const quickCheckBaseline = (quick: QuickCheckValues): CareerBaseline | null => {
  const { industryCategory, functions } = quick;
  if (!industryCategory || functions.length === 0 || functions.length > MAX_QUICK_CHECK_FUNCTIONS)
    return null;
  const estimate = safeEstimateJobSize(industryCategory, quick.answers);
  if (!estimate) return null;
  return {
    source: 'quick-check',
    careerLevel: estimate.careerLevel,
    category: estimate.category,
    industryCategory,
    functions: [...functions],
  };
};

/** Step 1's form values (core's `careerGoalFormSchema` types them); the category follows the chosen level. */
export type GoalValues = CareerGoalFormValues;

export const emptyGoal: GoalValues = {
  targetRole: '',
  targetCareerLevel: null,
  timeFrame: '',
  motivation: '',
};

/** True when the chosen target is not above the current career level (not a step up). */
export const targetNotAboveCurrent = (v: GoalValues, baseline: CareerBaseline | null) =>
  v.targetCareerLevel !== null && !isTargetAboveCurrent(v.targetCareerLevel, baseline?.careerLevel);

/**
 * The career levels a user may aim for: those of the band table above the current level
 * (every one without a baseline); empty at the top level.
 */
export const targetsAbove = (baseline: Pick<CareerBaseline, 'careerLevel'> | null) =>
  careerLevelTargets.filter((t) => isTargetAboveCurrent(t.careerLevel, baseline?.careerLevel));

/**
 * The complete goal, or null while core's `careerGoalFormSchema` (the rules the goal step's
 * form checks) rejects it: something required is missing (motivation is optional), a text is
 * too long, or the target is not above the current level.
 */
export const goalOf = (
  v: GoalValues,
  baseline: CareerBaseline | null = null,
): CareerGoal | null => {
  const schema = careerGoalFormSchema({ currentCareerLevel: baseline?.careerLevel ?? null });
  if (!schema.safeParse(v).success) return null;
  const targetCategory = careerCategoryOfLevel(v.targetCareerLevel);
  // Always set once the schema accepts the goal; the checks narrow the types.
  if (v.targetCareerLevel === null || !targetCategory || !v.timeFrame) return null;
  return {
    targetRole: v.targetRole.trim(),
    targetCareerLevel: v.targetCareerLevel,
    targetCategory,
    timeFrame: v.timeFrame,
    motivation: v.motivation,
  };
};

/** Every competency with defined levels rated (one without any cannot be rated). */
export const allRated = (items: readonly CompetencyLevelItem[], levels: Record<string, number>) =>
  items.length > 0 &&
  items.every((i) => typeof levels[i._id] === 'number' || definedLevels(i).length === 0);

export type CareerReportInput = {
  goal: CareerGoal;
  baseline: CareerBaseline | null;
  items: readonly CompetencyLevelItem[];
  currentLevels: Record<string, number>;
  targetLevels: Record<string, number>;
  /** The quick check's answers; kept (for a draft to resume) when the baseline came from it. */
  quickCheck?: QuickCheckValues;
};

/**
 * The `report` of a career report (and the body of a career draft): goal, baseline, levels,
 * gaps, readiness, items and, after a quick check, its answers. The gaps are computed here
 * once; the report view shows these (the server recomputes them on save and submit).
 * `restoreCareerReport` reads the user's input back from it.
 */
export const buildCareerReport = ({
  goal,
  baseline,
  items,
  currentLevels,
  targetLevels,
  quickCheck,
}: CareerReportInput) => {
  const { gaps, readiness } = computeCareerGaps({ currentLevels, targetLevels, items });
  return {
    goal,
    ...(baseline ? { baseline } : {}),
    ...(baseline?.source === 'quick-check' && quickCheck ? { quickCheck } : {}),
    currentLevels,
    targetLevels,
    gaps,
    readiness,
    items: [...items],
  };
};
export type CareerReportPayload = ReturnType<typeof buildCareerReport>;

/**
 * The `userFilledDetails` of a career report: its role is the target role (what the reports
 * history, the admin list and the generated report name show), with what the baseline knows
 * of the current position (current role, industry category, functions).
 */
export const careerUserFilledDetails = (
  goal: Pick<CareerGoal, 'targetRole'>,
  baseline: CareerBaseline | null,
): UserFilledDetails => ({
  details: {
    role: goal.targetRole,
    ...(baseline?.role ? { currentRole: baseline.role } : {}),
    ...(baseline?.industryCategory ? { industryCategory: baseline.industryCategory } : {}),
    ...(baseline && baseline.functions.length > 0 ? { currentFunction: baseline.functions } : {}),
  },
});
