import {
  type CareerGoal,
  type CareerReadiness,
  type CompetencyGap,
  computeCareerGaps,
  type Report,
} from '@rolescope/core';
import {
  type CareerBaselineBody,
  careerReportBodySchema,
  competencyLevelItemSchema,
} from '@rolescope/core/contract';

export type CareerReportContent = {
  goal: CareerGoal;
  baseline: CareerBaselineBody | null;
  gaps: CompetencyGap[];
  readiness: CareerReadiness;
};

/** True for a report of the career progression evaluation. */
export const isCareerReport = (report: Pick<Report, 'reportType'>) =>
  report.reportType === 'career';

/**
 * What a stored career report shows: the goal, and the gaps and readiness recomputed from its
 * items and levels (the stored numbers are not trusted). Null unless its body is whole (a
 * draft's may be a subset: `careerReportBodySchema` says which).
 */
export const readCareerReport = (report: Report): CareerReportContent | null => {
  if (!isCareerReport(report)) return null;
  const parsed = careerReportBodySchema.safeParse(report.report);
  if (!parsed.success) return null;
  const { goal, baseline, currentLevels, targetLevels } = parsed.data;
  // the items the catalog gave whole (a stored subset cannot say its levels)
  const items = (parsed.data.items ?? []).flatMap((i) => {
    const item = competencyLevelItemSchema.safeParse(i);
    return item.success ? [item.data] : [];
  });
  const { gaps, readiness } = computeCareerGaps({ currentLevels, targetLevels, items });
  return { goal, baseline: baseline ?? null, gaps, readiness };
};

/** The target role of a career report's goal, trimmed; undefined when there is none. */
export const careerTargetRole = (report: Report): string | undefined => {
  const body = report.reportType === 'career' ? report.report : undefined;
  const role = body && !Array.isArray(body) && 'goal' in body ? body.goal?.targetRole?.trim() : '';
  return role || undefined;
};
