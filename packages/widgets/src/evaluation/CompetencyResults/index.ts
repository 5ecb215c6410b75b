export { CompetencyResults, type CompetencyResultsProps } from './CompetencyResults';
export { resultsFromNavigationState } from './resultsFromNavigationState';
