export { ResultSummary } from './ResultSummary';
export { scoreOfReport } from './scoreOfReport';
