export { ReviewComparisonChart } from './ReviewComparisonChart';
