import * as z from 'zod/mini';

/**
 * Length limits of the free text a body may carry (quotas). Without them one field
 * of a draft could hold megabytes that every list and report read would carry back.
 */
/** Longest short text: a role, a company, a designation, an option id, a name. */
export const MAX_TEXT_LENGTH = 200;
/** Longest long text: a description (the form allows 250; older clients sent more). */
export const MAX_LONG_TEXT_LENGTH = 2000;
/** Most entries of a list a body carries (functions, competencies, abilities). */
export const MAX_LIST_LENGTH = 50;
/** Most keys of a free-form record (chosen levels, a step's answers, a career level map). */
export const MAX_RECORD_KEYS = 100;

const textTooLong = (max: number) => `Text must be at most ${max} characters`;
export const LIST_TOO_LONG = `A list holds at most ${MAX_LIST_LENGTH} entries`;
export const TOO_MANY_KEYS = `A record holds at most ${MAX_RECORD_KEYS} keys`;

/** The check of a free-form record: at most MAX_RECORD_KEYS keys. */
export const fewKeys = () =>
  z.refine<object>((value) => Object.keys(value).length <= MAX_RECORD_KEYS, TOO_MANY_KEYS);

/** Free text of at most MAX_TEXT_LENGTH characters. */
export const shortText = () =>
  z.string().check(z.maxLength(MAX_TEXT_LENGTH, textTooLong(MAX_TEXT_LENGTH)));
/** Free text of at most MAX_LONG_TEXT_LENGTH characters. */
export const longText = () =>
  z.string().check(z.maxLength(MAX_LONG_TEXT_LENGTH, textTooLong(MAX_LONG_TEXT_LENGTH)));
/** A list of at most MAX_LIST_LENGTH entries. */
export const shortList = <T extends z.ZodMiniType>(item: T) =>
  z.array(item).check(z.maxLength(MAX_LIST_LENGTH, LIST_TOO_LONG));

/**
 * An answer a form step passes through untyped (the tier fields of step 1, `tier1-ctc` and
 * the like): short text, a number, a flag, null or a short list of short texts.
 */
export const looseAnswer = z.union([
  shortText(),
  z.number(),
  z.boolean(),
  z.null(),
  shortList(z.union([shortText(), z.number()])),
]);
