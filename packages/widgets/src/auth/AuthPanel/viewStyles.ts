import { viewsCss } from '#auth-views-css';

let adopted = false;

/**
 * Adds the panel's lazily loaded views' rules (`#auth-views-css`: empty in the sources, where
 * the bundler brings them) to the page once, as a constructable stylesheet adopted by the
 * document (never a `style` attribute, so `style-src` needs no `'unsafe-inline'`). They hold
 * component classes only, no `--rs-*` variable, so coming after the host's stylesheets changes
 * none of its theme values. A browser without constructable stylesheets (Safari before 16.4)
 * gets a `<style>` element instead.
 */
export const adoptViewStyles = (cssText: string = viewsCss): void => {
  if (adopted || cssText === '' || typeof document === 'undefined') return;
  adopted = true;
  if ('adoptedStyleSheets' in document && 'replaceSync' in CSSStyleSheet.prototype) {
    const sheet = new CSSStyleSheet();
    sheet.replaceSync(cssText);
    document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
    return;
  }
  const style = document.createElement('style');
  style.textContent = cssText;
  document.head.append(style);
};
