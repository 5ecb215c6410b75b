export { CareerProgression, type CareerProgressionProps } from './CareerProgression';
