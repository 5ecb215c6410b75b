import { createContext, useContext } from 'react';
import { en, type Strings } from './en';

/** The merged strings; outside a provider the English defaults. */
export const StringsContext = createContext<Strings>(en);

/** The strings of the nearest `<RolescopeProvider>` (its `localization` over `en`). */
export const useStrings = (): Strings => useContext(StringsContext);
