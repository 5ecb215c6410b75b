import { careerCategoryOfLevel, careerTimeFrames, MAX_MOTIVATION_LENGTH } from '@rolescope/core';
import {
  emptyGoal,
  emptyQuickCheck,
  type GoalValues,
  goalOf,
  MAX_QUICK_CHECK_FUNCTIONS,
  type QuickCheckValues,
} from './careerModel';

/**
 * The navigation state of a career draft to resume, as Reports History's Complete Assessment
 * sends it to `/career-progression-evaluation`: the draft's id and its saved `report` body.
 */
export type CareerDraftState = {
  reportType: 'career';
  /** The draft that Save draft updates and Submit removes. */
  draftId: string;
  /** The draft's saved `report` body, as stored (read with `restoreCareerReport`). */
  report: unknown;
};

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** The navigation state as a career draft to resume, or undefined (any other state, or none). */
export const asCareerDraftState = (state: unknown): CareerDraftState | undefined =>
  isRecord(state) &&
  state.reportType === 'career' &&
  typeof state.draftId === 'string' &&
  state.draftId !== ''
    ? { reportType: 'career', draftId: state.draftId, report: state.report }
    : undefined;

/** The user's input a career report body holds: what the evaluation starts from on resume. */
export type RestoredCareer = {
  goal: GoalValues;
  quickCheck: QuickCheckValues;
  currentLevels: Record<string, number>;
};

const text = (value: unknown): string => (typeof value === 'string' ? value : '');

const stringEntries = (value: unknown): Record<string, string> =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).filter((e): e is [string, string] => typeof e[1] === 'string'),
      )
    : {};

const textList = (value: unknown): string[] =>
  Array.isArray(value)
    ? [...new Set(value.filter((v): v is string => typeof v === 'string' && v !== ''))]
    : [];

const levelEntries = (value: unknown): Record<string, number> =>
  isRecord(value)
    ? Object.fromEntries(
        Object.entries(value).filter(
          (e): e is [string, number] =>
            Number.isInteger(e[1]) && Number(e[1]) >= 1 && Number(e[1]) <= 5,
        ),
      )
    : {};

/**
 * The goal, quick-check answers and ratings of a saved career report body (`buildCareerReport`'s
 * shape), each field read on its own so a partly valid body keeps what it can. Null when the
 * body is unreadable: not an object with a goal, or nothing of it recognisable (an older or
 * foreign shape).
 */
export const restoreCareerReport = (saved: unknown): RestoredCareer | null => {
  if (!isRecord(saved) || !isRecord(saved.goal)) return null;
  const g = saved.goal;
  const level = typeof g.targetCareerLevel === 'number' ? g.targetCareerLevel : null;
  const timeFrame = careerTimeFrames.find((t) => t === g.timeFrame);
  const goal: GoalValues = {
    targetRole: text(g.targetRole).trim(),
    targetCareerLevel: careerCategoryOfLevel(level) ? level : null,
    timeFrame: timeFrame ?? '',
    motivation: text(g.motivation).slice(0, MAX_MOTIVATION_LENGTH),
  };
  const quick = isRecord(saved.quickCheck) ? saved.quickCheck : {};
  const quickCheck: QuickCheckValues = {
    industryCategory: text(quick.industryCategory),
    jobFamily: text(quick.jobFamily),
    functions: textList(quick.functions).slice(0, MAX_QUICK_CHECK_FUNCTIONS),
    answers: stringEntries(quick.answers),
  };
  const currentLevels = levelEntries(saved.currentLevels);
  const recognised =
    goal.targetRole !== '' ||
    goal.targetCareerLevel !== null ||
    goal.timeFrame !== '' ||
    Object.keys(currentLevels).length > 0;
  return recognised ? { goal, quickCheck, currentLevels } : null;
};

/** Where the evaluation starts: fresh, or from a draft. */
export type CareerStart = RestoredCareer & {
  step: 1 | 2;
  /** The draft to update and remove; undefined for a fresh start. */
  draftId: string | undefined;
  /** A draft was given but its saved data could not be read: a fresh start, to be told. */
  unreadable: boolean;
};

/**
 * The starting point of the career evaluation. A readable draft restores the goal, the
 * quick-check answers and the ratings, keeps its id and opens on Skill Assessment when its
 * goal is complete (else on Career Goal Setting). An unreadable one starts fresh, without
 * its id (its data is left untouched, not overwritten), and says so.
 */
export const careerStartOf = (draft: CareerDraftState | null | undefined): CareerStart => {
  const fresh = {
    goal: emptyGoal,
    quickCheck: emptyQuickCheck,
    currentLevels: {},
    step: 1 as const,
    draftId: undefined,
  };
  if (!draft) return { ...fresh, unreadable: false };
  const restored = restoreCareerReport(draft.report);
  if (!restored) return { ...fresh, unreadable: true };
  return {
    ...restored,
    step: goalOf(restored.goal) ? 2 : 1,
    draftId: draft.draftId,
    unreadable: false,
  };
};
