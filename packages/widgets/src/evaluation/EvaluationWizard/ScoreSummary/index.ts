export {
  downloadScoreDetails,
  SCORE_DETAILS_FILE_NAME,
  scoreDetailsJson,
} from './downloadScoreDetails';
export { ScoreSummary, type ScoreSummaryProps } from './ScoreSummary';
