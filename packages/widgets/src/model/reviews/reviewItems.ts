import type { CompetencyLevelItem, Report, SelectedLevels } from '@rolescope/core';
import {
  MAX_REVIEW_COMMENT_LENGTH,
  type ManagerReview,
  type ReviewItem,
  type StoredCompetencyItem,
} from '@rolescope/core/contract';

/** One competency of a report as a review rates it. */
export type ReviewCompetency = {
  /** The report item's `_id`: what a review item names. */
  competencyId: string;
  title: string;
  /** The item with its five levels, as the level cards read it. */
  item: CompetencyLevelItem;
  /** The level the employee chose (0 when none). */
  selfLevel: number;
  /** The level the report recommends (0 when not known). */
  recommended: number;
};

const storedItemsOf = (report: Report): StoredCompetencyItem[] => {
  if (report.reportType === 'career') return [];
  const body = report.report;
  const list = Array.isArray(body)
    ? body
    : body && 'competencyData' in body
      ? body.competencyData
      : [];
  return Array.isArray(list) ? list : [];
};

/**
 * The competencies of a competency report a review can rate: each item with an id and a
 * title, in the report's order; [] for a career report.
 */
export const reviewCompetenciesOf = (report: Report): ReviewCompetency[] => {
  const levels: SelectedLevels = report.selectedLevels ?? {};
  return storedItemsOf(report).flatMap((stored, i) => {
    if (!stored._id || stored.title === undefined) return [];
    const step = stored.step ?? i + 1;
    const recommended = stored.recommendedLevel ?? 0;
    const item: CompetencyLevelItem = {
      step,
      _id: stored._id,
      title: stored.title,
      description: stored.description ?? '',
      // Level cards mark the recommended level; 0 (unknown) marks none.
      recommendedLevel: recommended as CompetencyLevelItem['recommendedLevel'],
      levelOptions: stored.levelOptions ?? [],
      ...(stored.reference ? { reference: stored.reference } : {}),
    };
    return [
      {
        competencyId: stored._id,
        title: stored.title,
        item,
        selfLevel: levels[String(step)] ?? 0,
        recommended,
      },
    ];
  });
};

/** What the manager has typed for one competency: a level (undefined: none yet) and a comment. */
export type ReviewDraftItem = { level: number | undefined; comment: string };
/** The form's values: competency id → its rating. */
export type ReviewDraft = Record<string, ReviewDraftItem>;

/** The form's starting values: the saved review's ratings, else nothing rated. */
export const reviewDraftOf = (
  competencies: readonly ReviewCompetency[],
  review: ManagerReview | null,
): ReviewDraft =>
  Object.fromEntries(
    competencies.map(({ competencyId }) => {
      const saved = review?.items.find((i) => i.competencyId === competencyId);
      return [competencyId, { level: saved?.level, comment: saved?.comment ?? '' }];
    }),
  );

/** The request's items: every rated competency, in the report's order. */
export const reviewItemsOf = (
  competencies: readonly ReviewCompetency[],
  draft: ReviewDraft,
): ReviewItem[] =>
  competencies.flatMap(({ competencyId }) => {
    const rated = draft[competencyId];
    return rated?.level === undefined
      ? []
      : [{ competencyId, level: rated.level, comment: rated.comment.trim() }];
  });

/** Why a review cannot be saved (or submitted) as it is. */
export type ReviewProblems = {
  /** Titles of the competencies without a level (only checked before a submit). */
  missing: string[];
  /** Competency ids whose comment is longer than the contract allows. */
  tooLong: string[];
};

/** The problems of `draft`: comments over the limit always, unrated competencies on submit. */
export const reviewProblemsOf = (
  competencies: readonly ReviewCompetency[],
  draft: ReviewDraft,
  submit: boolean,
): ReviewProblems => ({
  missing: submit
    ? competencies.filter((c) => draft[c.competencyId]?.level === undefined).map((c) => c.title)
    : [],
  tooLong: competencies
    .filter((c) => (draft[c.competencyId]?.comment.trim().length ?? 0) > MAX_REVIEW_COMMENT_LENGTH)
    .map((c) => c.competencyId),
});

export const hasReviewProblems = (p: ReviewProblems): boolean =>
  p.missing.length > 0 || p.tooLong.length > 0;

/** One row of the side-by-side view: the employee's level beside the manager's. */
export type ReviewComparisonRow = {
  competencyId: string;
  title: string;
  selfLevel: number;
  managerLevel: number;
  recommended: number;
  comment: string;
};

/** The report's competencies joined with a review's items (a competency it did not rate is left out). */
export const reviewComparisonOf = (report: Report, review: ManagerReview): ReviewComparisonRow[] =>
  reviewCompetenciesOf(report).flatMap((c) => {
    const rated = review.items.find((i) => i.competencyId === c.competencyId);
    return rated
      ? [
          {
            competencyId: c.competencyId,
            title: c.title,
            selfLevel: c.selfLevel,
            managerLevel: rated.level,
            recommended: c.recommended,
            comment: rated.comment ?? '',
          },
        ]
      : [];
  });
