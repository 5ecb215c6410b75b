export { StepHeader, type StepHeaderProps } from './StepHeader';
