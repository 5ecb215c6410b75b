export { ReviewComparisonChart, type ReviewComparisonChartProps } from './ReviewComparisonChart';
