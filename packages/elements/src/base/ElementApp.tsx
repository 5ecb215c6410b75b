import { darkTheme, lightTheme, RolescopeProvider } from '@rolescope/widgets';
import { type ReactNode, useEffect, useMemo, useState } from 'react';
import type { FetchClientSecret, RolescopeLocalization, RolescopeThemeName } from '../types';
import { errorDetail } from './errorDetail';
import type { Emit } from './events';
import { localizationFor } from './locale';
import { createElementTokenStore, onSessionChange, publicUser } from './session';

/** What the element's attributes and properties say, read on every render. */
export type ElementConfig = {
  apiBase: string;
  theme: RolescopeThemeName;
  locale: string;
  /** The `accent-color` attribute: the brand colour (as `lightTheme({ accentColor })`). */
  accentColor: string | undefined;
  /** The page's `--rs-*` values on the element, applied after the accent. */
  vars: Record<`--rs-${string}`, string>;
  localization: RolescopeLocalization | undefined;
  fetchClientSecret: FetchClientSecret | undefined;
};

export type ElementAppProps = { config: ElementConfig; emit: Emit; children: ReactNode };

const themes = { light: lightTheme, dark: darkTheme };

/**
 * The provider of one element. Changing `theme` or `locale` re-renders the same tree (state
 * kept). With `fetchClientSecret` the element runs an embed session of its own (in memory);
 * without it, the page's elements share one signed-in session, and a sign-in or sign-out
 * made in another element restarts this one.
 */
export function ElementApp({ config, emit, children }: ElementAppProps) {
  const [tokenStore] = useState(createElementTokenStore);
  const [sessionVersion, setSessionVersion] = useState(0);
  useEffect(
    () =>
      onSessionChange((source) => {
        if (source !== tokenStore) setSessionVersion((v) => v + 1);
      }),
    [tokenStore],
  );
  const localization = useMemo(
    () => localizationFor(config.locale, config.localization),
    [config.locale, config.localization],
  );
  const varsKey = JSON.stringify(config.vars);
  const theme = useMemo(
    () =>
      themes[config.theme]({
        ...(config.accentColor ? { accentColor: config.accentColor } : {}),
        vars: config.vars,
      }),
    [config.theme, config.accentColor, varsKey],
  );
  const { fetchClientSecret } = config;
  const embed = fetchClientSecret !== undefined;

  return (
    <RolescopeProvider
      key={embed ? 'embed' : `session-${sessionVersion}`}
      baseUrl={config.apiBase}
      {...(embed ? { fetchClientSecret } : { tokenStore })}
      theme={theme}
      localization={localization}
      onNavigate={(path) => emit('rolescope:navigate', { path })}
      onSignedIn={(user) => emit('rolescope:signed-in', { user: publicUser(user) })}
      onSignedOut={() => emit('rolescope:signed-out', {})}
      onError={(error) => emit('rolescope:error', errorDetail(error))}
    >
      {children}
    </RolescopeProvider>
  );
}
