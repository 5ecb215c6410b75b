export { Stepper, type StepStatus } from './Stepper';
