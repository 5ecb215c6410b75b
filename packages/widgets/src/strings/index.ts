export type { Strings } from './en';
export { en } from './en';
export type { DeepPartial, Localization } from './mergeStrings';
export { formatString, mergeStrings } from './mergeStrings';
export { StringsContext, useStrings } from './StringsContext';
