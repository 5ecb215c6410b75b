export { GoalStep, type GoalStepProps, type QuickCheckValues } from './GoalStep';
