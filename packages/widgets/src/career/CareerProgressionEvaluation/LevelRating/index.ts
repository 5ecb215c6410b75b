export { LevelRating } from './LevelRating';
