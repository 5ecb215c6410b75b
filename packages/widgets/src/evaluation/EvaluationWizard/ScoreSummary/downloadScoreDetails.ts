import type { ScoreDetails } from '@rolescope/core';
import { saveTextFile } from '../../../model/files/saveTextFile';

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

/** Saves `details` as `score-details.json`. */
export const downloadScoreDetails = (details: ScoreDetails, doc: Document = document): void =>
  saveTextFile(SCORE_DETAILS_FILE_NAME, scoreDetailsJson(details), 'application/json', doc);
