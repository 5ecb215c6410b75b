export { ScoreCompositionChart } from './ScoreCompositionChart';
