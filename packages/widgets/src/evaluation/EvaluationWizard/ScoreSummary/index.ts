export { SCORE_DETAILS_FILE_NAME } from './downloadScoreDetails';
export { ScoreSummary } from './ScoreSummary';
