import { cssText } from './cssText';
import { SHADOW_PRINT_RULES } from './printSheet';

let shared: CSSStyleSheet | undefined;

/**
 * The host element starts from initial values: nothing the page sets on it or its ancestors
 * (`font-*`, `letter-spacing`, `line-height`, `text-transform`, colour...) is inherited into the
 * shadow root. Custom properties are not touched by `all`, so the page's `--rs-*` values still
 * reach the widgets (the element passes them to the theme).
 */
const HOST_RESET = ':host { all: initial; display: block; }';

/**
 * One constructable stylesheet shared by every element's shadow root (adopted, never a
 * `<style>` element or a `style` attribute, so `style-src 'self'` is enough).
 */
export const rolescopeStyleSheet = (): CSSStyleSheet => {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(`${HOST_RESET}\n${cssText}\n${SHADOW_PRINT_RULES}`);
  }
  return shared;
};
