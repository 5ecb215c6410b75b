export { MULTI_SELECT_PAGE_SIZE, type MultiSelectOption } from './filterOptions';
export { MULTI_SELECT_INFO_DELAY_MS, MultiSelect, type MultiSelectProps } from './MultiSelect';
