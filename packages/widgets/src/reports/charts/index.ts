export { CompetencyProfileChart } from './CompetencyProfileChart';
export { ScoreCompositionChart } from './ScoreCompositionChart';
