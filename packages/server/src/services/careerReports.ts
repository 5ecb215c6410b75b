import {
  type CareerGoal,
  type CompetencyLevelItem,
  careerCategoryOfLevel,
  careerGoalSchema,
  careerLevelTargets,
  careerReportSchema,
  computeCareerGaps,
  isLevelDefined,
  type ReportType,
  safeEstimateJobSize,
  targetLevelFor,
} from '@rolescope/core';
import type { Catalog } from '../catalog/buildCatalog';
import { ApiError, badRequest } from '../errors';
import { calculateCompetencyLevels } from './catalog';

export const CAREER_REPORT_INVALID = 'The career progression report is incomplete';
export const CAREER_LEVELS_OUT_OF_RANGE = 'The career progression report has levels out of range';
export const PROFICIENCY_OUT_OF_RANGE = 'Proficiency levels are whole numbers from 1 to 5';
export const TARGET_LEVEL_OUT_OF_RANGE = `The target career level must be one of ${careerLevelTargets
  .map((t) => t.careerLevel)
  .join(', ')}`;
export const TARGET_BELOW_CURRENT = 'The target career level cannot be below the current one';
export const NOT_RATED = 'Rate your current level in this competency';
export const TOO_MANY_COMPETENCIES = 'A career report assesses at most 20 competencies';

/** The most competencies one career report may assess (calculateCompetencyLevel's limit). */
const MAX_COMPETENCIES = 20;

type Body = Record<string, unknown>;
const isRecord = (value: unknown): value is Body =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const isProficiency = (value: unknown) =>
  typeof value === 'number' && Number.isInteger(value) && value >= 1 && value <= 5;

/**
 * The body with a quick-check baseline recomputed from its answers (core's `estimateJobSize`,
 * the estimate the evaluation shows), so a client cannot claim another current level; a
 * baseline from a completed report, or one without complete answers, is kept as sent.
 */
const withQuickCheckBaseline = (report: Body): Body => {
  const baseline = isRecord(report.baseline) ? report.baseline : undefined;
  const quick = isRecord(report.quickCheck) ? report.quickCheck : undefined;
  if (baseline?.source !== 'quick-check' || !quick) return report;
  const industry = typeof quick.industryCategory === 'string' ? quick.industryCategory : '';
  const estimate = safeEstimateJobSize(industry, isRecord(quick.answers) ? quick.answers : {});
  if (!industry || !estimate) return report;
  const { careerLevel, category } = estimate;
  return { ...report, baseline: { ...baseline, careerLevel, category } };
};

/**
 * Levels out of range: each rating and target a whole number from 1 to 5, the goal's career
 * level one of the band table's with its own category, the baseline's level (when given) one
 * of the band table's, and the goal not below it. Field errors keyed `report.<path>`.
 */
const levelErrors = (report: Body): Record<string, string> => {
  const errors: Record<string, string> = {};
  for (const map of ['currentLevels', 'targetLevels'] as const) {
    const levels = report[map];
    if (levels === undefined) continue;
    if (!isRecord(levels)) {
      errors[`report.${map}`] = PROFICIENCY_OUT_OF_RANGE;
      continue;
    }
    for (const [id, level] of Object.entries(levels)) {
      if (!isProficiency(level)) errors[`report.${map}.${id}`] = PROFICIENCY_OUT_OF_RANGE;
    }
  }
  const goal = isRecord(report.goal) ? report.goal : {};
  const target = goal.targetCareerLevel;
  if (target !== undefined && target !== null) {
    const category = careerCategoryOfLevel(typeof target === 'number' ? target : undefined);
    if (!category) errors['report.goal.targetCareerLevel'] = TARGET_LEVEL_OUT_OF_RANGE;
    else if (goal.targetCategory !== undefined && goal.targetCategory !== category) {
      errors['report.goal.targetCategory'] = `Level ${String(target)} is ${category}`;
    }
  }
  const baseline = isRecord(report.baseline) ? report.baseline : undefined;
  const current = baseline?.careerLevel;
  if (current !== undefined) {
    if (!careerCategoryOfLevel(typeof current === 'number' ? current : undefined)) {
      errors['report.baseline.careerLevel'] = TARGET_LEVEL_OUT_OF_RANGE;
    } else if (typeof target === 'number' && target < Number(current)) {
      errors['report.goal.targetCareerLevel'] = TARGET_BELOW_CURRENT;
    }
  }
  return errors;
};

/**
 * The assessed competency ids: those of `items` when the body lists some (the order the
 * evaluation showed), else the rated ones; each once, at most 20.
 */
const competencyIds = (report: Body): string[] => {
  const fromItems = Array.isArray(report.items)
    ? report.items.flatMap((i) => (isRecord(i) && typeof i._id === 'string' ? [i._id] : []))
    : [];
  const rated = Object.keys(isRecord(report.currentLevels) ? report.currentLevels : {});
  const ids = [...new Set(fromItems.length > 0 ? fromItems : rated)];
  if (ids.length > MAX_COMPETENCIES) {
    throw badRequest(TOO_MANY_COMPETENCIES, { 'report.items': TOO_MANY_COMPETENCIES });
  }
  return ids;
};

/** The catalog's level items of `ids` (in that order); an unknown id is a 400 on `report.items`. */
const itemsOf = (catalog: Catalog, report: Body, ids: readonly string[]): CompetencyLevelItem[] => {
  if (ids.length === 0) return [];
  const baseline = isRecord(report.baseline) ? report.baseline : {};
  const industryCategory =
    typeof baseline.industryCategory === 'string' ? baseline.industryCategory : '';
  try {
    return calculateCompetencyLevels(catalog, { industryCategory, competencyName: [...ids] });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      throw badRequest(error.message, { 'report.items': error.message });
    }
    throw error;
  }
};

const pick = (levels: unknown, ids: readonly string[]): Record<string, number> => {
  const from = isRecord(levels) ? levels : {};
  return Object.fromEntries(
    ids.flatMap((id) => (isProficiency(from[id]) ? [[id, from[id] as number]] : [])),
  );
};

/**
 * The body with what the server computes: items rebuilt from the catalog, the target level
 * of each (the goal's category clamped to the competency's defined levels), the ratings of
 * the assessed competencies only, and the gaps and readiness of core's `computeCareerGaps`.
 * The client's items, targets, gaps and readiness are never kept.
 */
const recompute = (
  catalog: Catalog,
  report: Body,
  goal: CareerGoal,
  ids: readonly string[],
  keepAllRatings = false,
) => {
  const items = itemsOf(catalog, report, ids);
  const assessed = pick(report.currentLevels, ids);
  const currentLevels = keepAllRatings
    ? pick(
        report.currentLevels,
        Object.keys(isRecord(report.currentLevels) ? report.currentLevels : {}),
      )
    : assessed;
  const targetLevels = Object.fromEntries(
    items.map((i) => [i._id, targetLevelFor(goal.targetCategory, i)]),
  );
  const { gaps, readiness } = computeCareerGaps({ currentLevels: assessed, targetLevels, items });
  return { ...report, goal, currentLevels, targetLevels, items, gaps, readiness };
};

const withoutComputed = ({ items: _i, gaps: _g, readiness: _r, ...rest }: Body): Body => rest;

/**
 * The career report the server stores on submit (a quick-check baseline recomputed): a goal
 * and both level maps are required,
 * levels must be in range, every assessed competency rated (at least one); the computed parts
 * are the server's (see `recompute`). 400 with field errors otherwise.
 */
export const careerSubmission = (catalog: Catalog, report: unknown): Body => {
  const parsed = careerReportSchema.safeParse(report);
  const body = withQuickCheckBaseline(isRecord(report) ? report : {});
  const ranges = levelErrors(body);
  if (Object.keys(ranges).length > 0) throw badRequest(CAREER_LEVELS_OUT_OF_RANGE, ranges);
  if (!parsed.success) {
    const fields: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = ['report', ...issue.path.map(String)].join('.');
      fields[key] ??= issue.message;
    }
    throw badRequest(CAREER_REPORT_INVALID, fields);
  }
  const ids = competencyIds(body);
  const stored = recompute(catalog, body, parsed.data.goal, ids);
  const unrated = stored.items.filter(
    (i) => stored.currentLevels[i._id] === undefined && i.levelOptions.some(isLevelDefined),
  );
  if (ids.length === 0 || unrated.length > 0) {
    const fields = Object.fromEntries(
      (ids.length === 0 ? [{ _id: '' }] : unrated).map((i) => [
        i._id ? `report.currentLevels.${i._id}` : 'report.currentLevels',
        NOT_RATED,
      ]),
    );
    throw badRequest(CAREER_REPORT_INVALID, fields);
  }
  return stored;
};

/**
 * A draft's report body as stored: unchanged for a competency draft. A career draft may be
 * incomplete, but its levels must be in range (400 otherwise); with a complete goal its
 * computed parts are the server's, as on submit, for the competencies the catalog knows, and
 * every rating is kept (the evaluation restores them on resume); without a goal the computed
 * parts are dropped.
 */
export const careerDraftReport = (
  catalog: Catalog,
  reportType: ReportType | undefined,
  sent: unknown,
): unknown => {
  if (reportType !== 'career' || !isRecord(sent)) return sent;
  const report = withQuickCheckBaseline(sent);
  const ranges = levelErrors(report);
  if (Object.keys(ranges).length > 0) throw badRequest(CAREER_LEVELS_OUT_OF_RANGE, ranges);
  const goal = careerGoalSchema.safeParse(report.goal);
  if (!goal.success) return withoutComputed(report);
  const known = competencyIds(report).filter((id) => catalog.competencies.has(id));
  return recompute(catalog, report, goal.data, known, true);
};
