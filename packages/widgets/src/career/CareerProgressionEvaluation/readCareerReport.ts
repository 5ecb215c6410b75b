import {
  type CareerGoal,
  type CareerReadiness,
  type CompetencyGap,
  careerReportSchema,
  competencyLevelItemSchema,
  computeCareerGaps,
  type Report,
} from '@rolescope/core';
import type { CareerBaseline } from './careerModel';

export type CareerReportContent = {
  goal: CareerGoal;
  baseline: CareerBaseline | null;
  gaps: CompetencyGap[];
  readiness: CareerReadiness;
};

/** True for a report of the career progression evaluation. */
export const isCareerReport = (report: Pick<Report, 'reportType'>) =>
  report.reportType === 'career';

const asBaseline = (value: unknown): CareerBaseline | null => {
  const b = value as Partial<CareerBaseline> | null | undefined;
  return b && typeof b.careerLevel === 'number' && typeof b.category === 'string'
    ? (b as CareerBaseline)
    : null;
};

/**
 * What a stored career report shows: the goal, and the gaps and readiness recomputed from its
 * items and levels (the stored numbers are not trusted). Null when it is not a valid one.
 */
export const readCareerReport = (report: Report): CareerReportContent | null => {
  if (!isCareerReport(report)) return null;
  const parsed = careerReportSchema.safeParse(report.report);
  if (!parsed.success) return null;
  const rawItems = (parsed.data as { items?: unknown }).items;
  const items = Array.isArray(rawItems)
    ? rawItems.flatMap((i) => {
        const item = competencyLevelItemSchema.safeParse(i);
        return item.success ? [item.data] : [];
      })
    : [];
  const { gaps, readiness } = computeCareerGaps({
    currentLevels: parsed.data.currentLevels,
    targetLevels: parsed.data.targetLevels,
    items,
  });
  return {
    goal: parsed.data.goal,
    baseline: asBaseline((parsed.data as { baseline?: unknown }).baseline),
    gaps,
    readiness,
  };
};

/** The target role of a career report's goal, trimmed; undefined when there is none. */
export const careerTargetRole = (report: Report): string | undefined => {
  const goal = (report.report as { goal?: { targetRole?: unknown } } | null | undefined)?.goal;
  return typeof goal?.targetRole === 'string' && goal.targetRole.trim() !== ''
    ? goal.targetRole.trim()
    : undefined;
};
