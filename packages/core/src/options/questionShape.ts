/**
 * The shape of the questions of wizard steps 3, 4 and 5 of the scoring rules, and how their
 * lists are written. The stored answer is the option id. `score` is the option's score; the
 * scoring tables are derived from the lists (see `scoring/tables.ts`), so the lists are the one
 * copy of the numbers.
 */
export type QuestionOption = {
  readonly id: string;
  readonly label: string;
  /** Absent for `functionContribution` and `technicalCompetence`: their score is the contribution matrix. */
  readonly score?: number;
};

export type Question<Id extends string = string> = {
  readonly id: Id;
  /** A short human title, e.g. "Activities performed". */
  readonly title: string;
  /** The question text. */
  readonly description?: string;
  readonly options: readonly QuestionOption[];
};

export type Row = readonly [id: string, score: number, label: string];
/** An unscored option: its id and label. */
type Option = readonly [id: string, label: string];

export const question = <Id extends string>(
  id: Id,
  title: string,
  description: string | undefined,
  rows: readonly Row[],
): Question<Id> => ({
  id,
  title,
  ...(description ? { description } : {}),
  options: rows.map(([optionId, score, label]) => ({ id: optionId, label, score })),
});

/** An unscored question (its score comes from the contribution matrix). */
export const matrixQuestion = <Id extends string>(
  id: Id,
  title: string,
  description: string,
  rows: readonly Option[],
): Question<Id> => ({
  id,
  title,
  description,
  options: rows.map(([optionId, label]) => ({ id: optionId, label })),
});

/** The scores of a question whose five options rise one step each, lowest first. */
const FIVE_STEP_SCORES = [1, 3, 5, 7, 10] as const;

/** A question of five rising options (ids and labels, lowest first) scored 1, 3, 5, 7 and 10. */
export const fiveStepQuestion = <Id extends string>(
  id: Id,
  title: string,
  description: string,
  options: readonly [Option, Option, Option, Option, Option],
): Question<Id> =>
  question(
    id,
    title,
    description,
    options.map(([optionId, label], i): Row => [optionId, FIVE_STEP_SCORES[i] ?? 0, label]),
  );
