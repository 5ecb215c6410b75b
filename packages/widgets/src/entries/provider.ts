// @rolescope/widgets/provider: the provider, its hooks and the theme helpers, for a host that
// imports its widgets one entry at a time (`@rolescope/widgets/auth-panel`, ...). The same
// modules as the main entry's: one context, whichever entry a host imports them from.
import { shared } from '../strings/common';
import { embed } from '../strings/embed';
import { registerStrings } from '../strings/registry';

// The texts the provider reads (a side effect, see package.json "sideEffects").
registerStrings({ ...shared, ...embed });

export {
  EmbedSessionError,
  type EmbedSessionErrorReason,
  isEmbedSessionError,
  type NavigateFn,
  RolescopeProvider,
  type RolescopeProviderProps,
  useRolescope,
} from '../provider';
export { useSession } from '../session';
export { type Localization, type Strings, useStrings } from '../strings';
export {
  type ColorSchemePreference,
  ColorSchemeSwitch,
  type ColorSchemeSwitchProps,
  darkTheme,
  lightTheme,
  type RolescopeTheme,
  type ThemeOptions,
} from '../theme';
