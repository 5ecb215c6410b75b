import { ApiError } from '../errors';
import type { DraftContent, SubmissionCaps } from '../store/types';

/**
 * What a stored draft or report may hold (body, chosen levels and answers, as JSON): 512 KiB,
 * the draft request's limit, so that every draft saved can be submitted. An update is weighed
 * after it is merged with the parts saved before.
 */
export const MAX_REPORT_CONTENT_BYTES = 512 * 1024;
export const DRAFT_OVER_QUOTA =
  'A draft is at most 512 KiB, with the parts saved before. Save less text in it.';
export const REPORT_OVER_QUOTA = 'A report is at most 512 KiB. Submit less text in it.';

/** The most submitted reports one account keeps (with 512 KiB each, 100 MB). */
export const MAX_SUBMITTED_REPORTS_PER_USER = 200;
/** The most submitted reports the employees of one organisation keep together. */
const MAX_SUBMITTED_REPORTS_PER_ORGANIZATION = 20_000;
export const SUBMISSION_CAPS: SubmissionCaps = {
  perOwner: MAX_SUBMITTED_REPORTS_PER_USER,
  perOrganization: MAX_SUBMITTED_REPORTS_PER_ORGANIZATION,
};
export const TOO_MANY_REPORTS = `You have submitted ${MAX_SUBMITTED_REPORTS_PER_USER} reports, the most one account keeps.`;
export const TOO_MANY_ORGANIZATION_REPORTS = `Your organisation's employees have submitted ${MAX_SUBMITTED_REPORTS_PER_ORGANIZATION.toLocaleString('en')} reports, the most one organisation keeps.`;

/** UTF-8 bytes of a well-formed string (as JSON.stringify writes them), without encoding it. */
const utf8Length = (text: string): number => {
  let bytes = 0;
  for (let i = 0; i < text.length; i++) {
    const code = text.charCodeAt(i);
    // a surrogate pair is 4 bytes: 2 for each half
    bytes += code < 0x80 ? 1 : code < 0x800 || (code >= 0xd800 && code <= 0xdfff) ? 2 : 3;
  }
  return bytes;
};

type Content = Pick<DraftContent, 'report' | 'selectedLevels' | 'userFilledDetails'>;

/** 413 with `message` when the content is over MAX_REPORT_CONTENT_BYTES. */
export const checkContentSize = (content: Content, message: string) => {
  const { report, selectedLevels, userFilledDetails } = content;
  const json = JSON.stringify({ report, selectedLevels, userFilledDetails });
  if (utf8Length(json) > MAX_REPORT_CONTENT_BYTES) throw new ApiError(413, message);
};
