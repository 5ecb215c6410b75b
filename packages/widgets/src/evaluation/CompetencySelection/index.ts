export { CompetencySelection } from './CompetencySelection';
