import { cssText } from './cssText';

let shared: CSSStyleSheet | undefined;

/**
 * One constructable stylesheet shared by every element's shadow root (adopted, never a
 * `<style>` element or a `style` attribute, so `style-src 'self'` is enough).
 */
export const rolescopeStyleSheet = (): CSSStyleSheet => {
  if (!shared) {
    shared = new CSSStyleSheet();
    shared.replaceSync(cssText);
  }
  return shared;
};
