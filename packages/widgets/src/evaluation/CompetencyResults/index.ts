export { CompetencyResults, type CompetencyResultsProps } from './CompetencyResults';
