import { isApiError, serverMessage } from '@rolescope/core';
import type { Strings } from '../../strings/en';

type ReviewStrings = Strings['managerReview'];

/** A refusal of the server the review explains in its own words (the others say theirs). */
export type ReviewRefusal = 403 | 404 | 409;

export const reviewRefusalOf = (error: unknown): ReviewRefusal | undefined =>
  isApiError(error) && (error.status === 403 || error.status === 404 || error.status === 409)
    ? error.status
    : undefined;

/** "You cannot review your own report.", … for a refusal. */
export const refusalText = (refusal: ReviewRefusal, s: ReviewStrings): string =>
  refusal === 403 ? s.ownReport : refusal === 404 ? s.notFound : s.alreadySubmitted;

/**
 * Why a save failed, in one sentence: the refusals in the review's words, otherwise the
 * server's message (a 400 names the field), else a general one.
 */
export const saveFailureText = (error: unknown, s: ReviewStrings): string => {
  const refusal = reviewRefusalOf(error);
  if (refusal) return refusalText(refusal, s);
  return serverMessage(error) ?? s.saveFailedUnknown;
};
