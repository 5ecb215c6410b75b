export { ResultSummary } from './ResultSummary';
export { scoreOfReport } from './scoreOfReport';
export { scorePartsOf } from './scoreParts';
