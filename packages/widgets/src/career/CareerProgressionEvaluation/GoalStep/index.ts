export { GoalStep } from './GoalStep';
