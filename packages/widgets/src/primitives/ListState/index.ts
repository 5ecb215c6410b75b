export { ListState } from './ListState';
