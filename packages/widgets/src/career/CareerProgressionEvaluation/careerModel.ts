import {
  type CareerCategory,
  type CareerGoal,
  type CareerTimeFrame,
  type CompetencyLevelItem,
  careerBandFor,
  careerLevelTargets,
  computeCareerGaps,
  definedLevels,
  organizationScores,
  type Report,
  responsibilityQuestions,
  responsibilityScore,
  scoreMultiplierFor,
} from '@rolescope/core';

/** Where the user stands now, and the catalog context the skill step needs. */
export type CareerBaseline = {
  source: 'report' | 'quick-check';
  careerLevel: number;
  category: CareerCategory;
  industryCategory: string;
  /** Function ids of the latest report (empty after a quick check: all functions are used). */
  functions: string[];
  role?: string;
};

/** The latest completed report with score details (reports arrive newest first). */
export const baselineFromReports = (reports: readonly Report[]): CareerBaseline | null => {
  const latest = reports.find((r) => r.status === 'completed' && r.scoreDetails);
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

/**
 * The organisation the quick check assumes: an average firm (national customers, 201-500
 * employees, 100-500 INR Crore revenue), scored at the industry's complexity.
 */
export const AVERAGE_ORGANIZATION = {
  customerScope: 'national',
  employees: '201-500',
  revenue: '100-500',
} as const;

/**
 * The quick job-size check: the five responsibility answers stand for a third of the job
 * size (responsibilities, effectiveness and impact weigh alike), so the estimated final
 * score is multiplier(average organisation) × 3 × responsibility score, looked up in the
 * band table. Null until all five are answered.
 */
export const quickCheckBaseline = (
  industryCategory: string,
  answers: Record<string, string>,
): CareerBaseline | null => {
  if (!industryCategory || responsibilityQuestions.some((q) => !answers[q.id])) return null;
  const org = organizationScores(industryCategory, AVERAGE_ORGANIZATION);
  const estimate = scoreMultiplierFor(org.totalScore) * 3 * responsibilityScore(answers);
  const band = careerBandFor(estimate);
  return {
    source: 'quick-check',
    careerLevel: band.careerLevel,
    category: band.category,
    industryCategory,
    functions: [],
  };
};

/** Step 1's form values; the category follows the chosen level. */
export type GoalValues = {
  targetRole: string;
  targetCareerLevel: number | null;
  timeFrame: CareerTimeFrame | '';
  motivation: string;
};

export const emptyGoal: GoalValues = {
  targetRole: '',
  targetCareerLevel: null,
  timeFrame: '',
  motivation: '',
};

export const categoryOfLevel = (level: number | null): CareerCategory | undefined =>
  careerLevelTargets.find((t) => t.careerLevel === level)?.category;

/** The complete goal, or null while something required is missing (motivation is optional). */
export const goalOf = (v: GoalValues): CareerGoal | null => {
  const targetCategory = categoryOfLevel(v.targetCareerLevel);
  if (!v.targetRole.trim() || v.targetCareerLevel === null || !targetCategory || !v.timeFrame)
    return null;
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

/** The `report` of a career report: goal, levels, gaps, readiness, items and the baseline. */
export const buildCareerReport = (
  goal: CareerGoal,
  baseline: CareerBaseline | null,
  items: readonly CompetencyLevelItem[],
  currentLevels: Record<string, number>,
  targetLevels: Record<string, number>,
) => {
  const { gaps, readiness } = computeCareerGaps({ currentLevels, targetLevels, items });
  return {
    goal,
    ...(baseline ? { baseline } : {}),
    currentLevels,
    targetLevels,
    gaps,
    readiness,
    items,
  };
};
export type CareerReportPayload = ReturnType<typeof buildCareerReport>;
