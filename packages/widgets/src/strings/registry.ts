import type { Strings } from './en';
import { type Localization, mergeStrings } from './mergeStrings';

/**
 * The default strings of the areas loaded so far. Each entry registers the areas its widgets
 * read (`@rolescope/widgets` and `/pages`: all of `en`; `/auth-panel`: the account, common and
 * embed areas), so a page that shows only the sign-in does not ship the reports' texts.
 */
let defaults = {} as Strings;
let version = 0;

/** Adds areas to the defaults (an entry's module does this once, when it loads). */
export const registerStrings = (areas: Partial<Strings>): void => {
  defaults = { ...defaults, ...areas };
  version += 1;
};

const noLocalization = {};
const cache = new WeakMap<object, { version: number; strings: Strings }>();

/**
 * The defaults with a localization laid over them, one object per localization while no area
 * is added (so it is stable across renders, like the provider's memo it replaces).
 */
export const stringsFor = (localization?: Localization): Strings => {
  const key = localization ?? noLocalization;
  const hit = cache.get(key);
  if (hit?.version === version) return hit.strings;
  const strings = mergeStrings(defaults, localization);
  cache.set(key, { version, strings });
  return strings;
};
