export type { MultiSelectOption } from './filterOptions';
export { MultiSelect } from './MultiSelect';
