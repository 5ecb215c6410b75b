export { CompetencyProfileChart } from './CompetencyProfileChart';
export { ReviewComparisonChart } from './ReviewComparisonChart';
export { ScoreCompositionChart } from './ScoreCompositionChart';
