export { Stepper, type StepperProps, type StepperStep, type StepStatus } from './Stepper';
