export { CompetencyProfileChart } from './CompetencyProfileChart';
export { ReviewComparisonChart } from './ReviewComparisonChart';
export { ScoreCompositionChart } from './ScoreCompositionChart';
// The chart primitives other features draw their own charts with (SVG text host CSS cannot
// distort, the figure with its table alternative).
export { ChartFigure } from './shared/ChartFigure';
export * as chartStyles from './shared/charts.css';
export { VIEW_WIDTH } from './shared/geometry';
