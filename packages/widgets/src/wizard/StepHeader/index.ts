export { StepHeader } from './StepHeader';
