import {
  type CareerGoal,
  type CompetencyLevelItem,
  careerCategoryOfLevel,
  careerLevelTargets,
  computeCareerGaps,
  isLevelDefined,
  isTargetAboveCurrent,
  safeEstimateJobSize,
  targetLevelFor,
} from '@rolescope/core';
import {
  CAREER_LEVELS_OUT_OF_RANGE,
  type CareerReportDraftBody,
  careerGoalSchema,
  careerReportBodySchema,
} from '@rolescope/core/contract';
import type { Catalog } from '../catalog/buildCatalog';
import { ApiError, badRequest } from '../errors';
import { calculateCompetencyLevels } from './catalog';
import { checkCareerRatings } from './definedLevels';

const CAREER_REPORT_INVALID = 'The career progression report is incomplete';
const TARGET_LEVEL_OUT_OF_RANGE = `The target career level must be one of ${careerLevelTargets
  .map((t) => t.careerLevel)
  .join(', ')}`;
const TARGET_NOT_ABOVE_CURRENT = 'The target career level must be above the current one';
const NOT_RATED = 'Rate your current level in this competency';
const TOO_MANY_COMPETENCIES = 'A career report assesses at most 20 competencies';

/** The most competencies one career report may assess (calculateCompetencyLevel's limit). */
const MAX_COMPETENCIES = 20;

/**
 * A career report body as the contract parsed it: whole or a subset (the contract's
 * `careerReportDraftBodySchema`; its ratings and targets are whole numbers from 1 to 5).
 */
type Body = CareerReportDraftBody;

/**
 * The body with a quick-check baseline recomputed from its answers (core's `estimateJobSize`,
 * the estimate the evaluation shows), so a client cannot claim another current level; a
 * baseline from a completed report, or one without complete answers, is kept as sent.
 */
const withQuickCheckBaseline = (report: Body): Body => {
  const { baseline, quickCheck } = report;
  if (baseline?.source !== 'quick-check' || !quickCheck) return report;
  const industry = quickCheck.industryCategory ?? '';
  const estimate = safeEstimateJobSize(industry, quickCheck.answers ?? {});
  if (!industry || !estimate) return report;
  const { careerLevel, category } = estimate;
  return { ...report, baseline: { ...baseline, careerLevel, category } };
};

/**
 * Career levels the band table does not have (the ratings' range is the contract's): the
 * goal's career level one of the band table's with its own category, the baseline's level
 * (when given) one of the band table's, and the goal above it (`isTargetAboveCurrent`, the form's rule). Keyed `report.<path>`.
 */
const levelErrors = ({ goal = {}, baseline }: Body): Record<string, string> => {
  const errors: Record<string, string> = {};
  const target = goal.targetCareerLevel;
  if (target !== undefined) {
    const category = careerCategoryOfLevel(target);
    if (!category) errors['report.goal.targetCareerLevel'] = TARGET_LEVEL_OUT_OF_RANGE;
    else if (goal.targetCategory !== undefined && goal.targetCategory !== category) {
      errors['report.goal.targetCategory'] = `Level ${target} is ${category}`;
    }
  }
  const current = baseline?.careerLevel;
  if (current !== undefined) {
    if (!careerCategoryOfLevel(current)) {
      errors['report.baseline.careerLevel'] = TARGET_LEVEL_OUT_OF_RANGE;
    } else if (target !== undefined && !isTargetAboveCurrent(target, current)) {
      errors['report.goal.targetCareerLevel'] = TARGET_NOT_ABOVE_CURRENT;
    }
  }
  return errors;
};

const checkLevels = (report: Body) => {
  const ranges = levelErrors(report);
  if (Object.keys(ranges).length > 0) throw badRequest(CAREER_LEVELS_OUT_OF_RANGE, ranges);
};

/**
 * The assessed competency ids: those of `items` when the body lists some (the order the
 * evaluation showed), else the rated ones; each once, at most 20.
 */
const competencyIds = (report: Body): string[] => {
  const fromItems = (report.items ?? []).flatMap((i) => (i._id ? [i._id] : []));
  const rated = Object.keys(report.currentLevels ?? {});
  const ids = [...new Set(fromItems.length > 0 ? fromItems : rated)];
  if (ids.length > MAX_COMPETENCIES) {
    throw badRequest(TOO_MANY_COMPETENCIES, { 'report.items': TOO_MANY_COMPETENCIES });
  }
  return ids;
};

/** The catalog's level items of `ids` (in that order); an unknown id is a 400 on `report.items`. */
const itemsOf = (catalog: Catalog, report: Body, ids: readonly string[]): CompetencyLevelItem[] => {
  if (ids.length === 0) return [];
  const industryCategory = report.baseline?.industryCategory ?? '';
  try {
    return calculateCompetencyLevels(catalog, { industryCategory, competencyName: [...ids] });
  } catch (error) {
    if (error instanceof ApiError && error.status === 400) {
      throw badRequest(error.message, { 'report.items': error.message });
    }
    throw error;
  }
};

const pick = (levels: Record<string, number> = {}, ids: readonly string[]) =>
  Object.fromEntries(ids.flatMap((id) => (levels[id] !== undefined ? [[id, levels[id]]] : [])));

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
  const currentLevels = keepAllRatings ? { ...report.currentLevels } : assessed;
  const targetLevels = Object.fromEntries(
    items.map((i) => [i._id, targetLevelFor(goal.targetCategory, i)]),
  );
  const { gaps, readiness } = computeCareerGaps({ currentLevels: assessed, targetLevels, items });
  return { ...report, goal, currentLevels, targetLevels, items, gaps, readiness };
};

const withoutComputed = ({ items: _i, gaps: _g, readiness: _r, ...rest }: Body): Body => rest;

/**
 * The career report the server stores on submit (a quick-check baseline recomputed): the
 * whole body (`careerReportBodySchema`: a goal and both level maps), career levels of the band
 * table, every assessed competency rated (at least one); the computed parts are the server's
 * (see `recompute`). 400 with field errors otherwise.
 */
export const careerSubmission = (catalog: Catalog, report: Body | undefined) => {
  const body = withQuickCheckBaseline(report ?? {});
  checkLevels(body);
  checkCareerRatings(catalog, body.currentLevels);
  const parsed = careerReportBodySchema.safeParse(report);
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
 * A career draft's body as stored. It may be incomplete, but its career levels must be of the
 * band table (400 otherwise); with a complete goal its computed parts are the server's, as on
 * submit, for the competencies the catalog knows, and every rating is kept (the evaluation
 * restores them on resume); without a goal the computed parts are dropped.
 */
export const careerDraftReport = (catalog: Catalog, sent: Body): Body => {
  const report = withQuickCheckBaseline(sent);
  checkLevels(report);
  checkCareerRatings(catalog, report.currentLevels);
  const goal = careerGoalSchema.safeParse(report.goal);
  if (!goal.success) return withoutComputed(report);
  const known = competencyIds(report).filter((id) => catalog.competencies.has(id));
  return recompute(catalog, report, goal.data, known, true);
};
