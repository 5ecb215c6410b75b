export { CompetencyPicker, type CompetencyPickerProps } from './CompetencyPicker';
