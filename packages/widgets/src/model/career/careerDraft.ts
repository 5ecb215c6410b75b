import { careerCategoryOfLevel } from '@rolescope/core';
import { careerTimeFrames, MAX_MOTIVATION_LENGTH } from '@rolescope/core/contract';
import * as z from 'zod/mini';
import { entriesOf, listOf, text } from '../../state/lenient';
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

/** The navigation state of a career draft: its kind and a draft id; `report` passes through. */
const careerDraftStateSchema = z.looseObject({
  reportType: z.literal('career'),
  draftId: z.string().check(z.minLength(1)),
});

/** The navigation state as a career draft to resume, or undefined (any other state, or none). */
export const asCareerDraftState = (state: unknown): CareerDraftState | undefined => {
  const parsed = careerDraftStateSchema.safeParse(state);
  return parsed.success
    ? { reportType: 'career', draftId: parsed.data.draftId, report: parsed.data.report }
    : undefined;
};

/** The user's input a career report body holds: what the evaluation starts from on resume. */
export type RestoredCareer = {
  goal: GoalValues;
  quickCheck: QuickCheckValues;
  currentLevels: Record<string, number>;
};

const proficiency = z.number().check(z.int(), z.gte(1), z.lte(5));

/**
 * A saved career body read field by field (`buildCareerReport`'s shape): a field of the wrong
 * type falls back to its empty value, so a partly valid body keeps what it can; a body that is
 * not an object with a goal object fails.
 */
const restorableSchema = z.object({
  goal: z.object({
    targetRole: z.pipe(
      text,
      z.transform((t) => t.trim()),
    ),
    targetCareerLevel: z.catch(
      z.pipe(
        z.number(),
        z.transform((level) => (careerCategoryOfLevel(level) ? level : null)),
      ),
      null,
    ),
    timeFrame: z.catch(z.union([z.enum(careerTimeFrames), z.literal('')]), ''),
    motivation: z.pipe(
      text,
      z.transform((t) => t.slice(0, MAX_MOTIVATION_LENGTH)),
    ),
  }),
  quickCheck: z.catch(
    z.object({
      industryCategory: text,
      jobFamily: text,
      functions: z.pipe(
        listOf(z.string().check(z.minLength(1))),
        z.transform((list) => list.slice(0, MAX_QUICK_CHECK_FUNCTIONS)),
      ),
      answers: entriesOf(z.string()),
    }),
    emptyQuickCheck,
  ),
  currentLevels: entriesOf(proficiency),
});

/**
 * The goal, quick-check answers and ratings of a saved career report body, each field read on
 * its own so a partly valid body keeps what it can. Null when the body is unreadable: not an
 * object with a goal, or nothing of it recognisable (an older or foreign shape).
 */
export const restoreCareerReport = (saved: unknown): RestoredCareer | null => {
  const parsed = restorableSchema.safeParse(saved);
  if (!parsed.success) return null;
  const { goal, quickCheck, currentLevels } = parsed.data;
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
