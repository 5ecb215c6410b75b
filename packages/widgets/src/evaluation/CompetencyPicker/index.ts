export { CompetencyPicker } from './CompetencyPicker';
