import type { ScoreDetails } from '@rolescope/core';

/** The file name of the Download score details JSON file. */
export const SCORE_DETAILS_FILE_NAME = 'score-details.json';

/** A score as people read it: 2 decimals at most (`260.5912` → 260.59, `12` stays 12). */
const twoDecimals = (_key: string, value: unknown): unknown =>
  typeof value === 'number' && Number.isFinite(value) && !Number.isInteger(value)
    ? Math.round((value + Number.EPSILON) * 100) / 100
    : value;

/**
 * The JSON text of the score details file (pretty-printed), every score rounded to 2
 * decimals as the screen shows them, not the engine's float tails (`44.199999999999996`).
 */
export const scoreDetailsJson = (details: ScoreDetails): string =>
  `${JSON.stringify(details, twoDecimals, 2)}\n`;

/**
 * Saves `details` as `score-details.json`: a Blob, an object URL and a temporary
 * `<a download>` clicked and removed at once (no inline script or style).
 */
export const downloadScoreDetails = (details: ScoreDetails, doc: Document = document): void => {
  const blob = new Blob([scoreDetailsJson(details)], { type: 'application/json' });
  const url = URL.createObjectURL(blob);
  const link = doc.createElement('a');
  link.href = url;
  link.download = SCORE_DETAILS_FILE_NAME;
  link.rel = 'noopener';
  link.hidden = true;
  doc.body.append(link);
  try {
    link.click();
  } finally {
    link.remove();
    // Revoke after the click has been handled.
    setTimeout(() => URL.revokeObjectURL(url), 0);
  }
};
