export type { Strings } from './en';
export type { Localization } from './mergeStrings';
export { formatString } from './mergeStrings';
export { useStrings } from './StringsContext';
