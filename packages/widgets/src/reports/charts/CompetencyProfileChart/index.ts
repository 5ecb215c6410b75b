export { CompetencyProfileChart } from './CompetencyProfileChart';
