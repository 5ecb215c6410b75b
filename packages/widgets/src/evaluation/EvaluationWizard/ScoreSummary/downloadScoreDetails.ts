import type { ScoreDetails } from '@rolescope/core';
import { saveTextFile } from '../../../model/files/saveTextFile';

/** The file name of the Download score details JSON file. */
export const SCORE_DETAILS_FILE_NAME = 'score-details.json';

/** The JSON text of the score details file (pretty-printed). */
export const scoreDetailsJson = (details: ScoreDetails): string =>
  `${JSON.stringify(details, null, 2)}\n`;

/** Saves `details` as `score-details.json`. */
export const downloadScoreDetails = (details: ScoreDetails, doc: Document = document): void =>
  saveTextFile(SCORE_DETAILS_FILE_NAME, scoreDetailsJson(details), 'application/json', doc);
