export { LevelRating, type LevelRatingProps } from './LevelRating';
