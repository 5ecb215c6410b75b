import { cssText } from './cssText';

let names: readonly string[] | undefined;

/** Every `--rs-*` variable the widgets' stylesheet declares or reads. */
const themeVarNames = (): readonly string[] => {
  names ??= [...new Set(cssText.match(/--rs-[a-zA-Z0-9-]+/g) ?? [])];
  return names;
};

/**
 * The `--rs-*` values the page gives the element (on the element itself or inherited from its
 * ancestors). The widgets' theme root sets its own values, which would hide the page's: the
 * element hands these to the theme, which writes them on that root.
 */
export const hostThemeVars = (host: Element): Record<`--rs-${string}`, string> => {
  const computed = getComputedStyle(host);
  const vars: Record<`--rs-${string}`, string> = {};
  for (const name of themeVarNames()) {
    const value = computed.getPropertyValue(name).trim();
    if (value !== '') vars[name as `--rs-${string}`] = value;
  }
  return vars;
};
