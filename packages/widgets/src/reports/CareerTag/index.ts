export { CareerTag } from './CareerTag';
