export { CareerGapChart } from './CareerGapChart';
