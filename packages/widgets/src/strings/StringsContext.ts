import { createContext, useContext } from 'react';
import type { Strings } from './en';
import type { Localization } from './mergeStrings';
import { stringsFor } from './registry';

/** The provider's `localization`; outside a provider none (the English defaults). */
export const StringsContext = createContext<Localization | undefined>(undefined);

/** The strings of the nearest `<RolescopeProvider>` (its `localization` over the defaults). */
export const useStrings = (): Strings => stringsFor(useContext(StringsContext));
