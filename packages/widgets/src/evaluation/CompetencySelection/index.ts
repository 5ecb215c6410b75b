export { CompetencySelection, type CompetencySelectionProps } from './CompetencySelection';
