/*
 * The rules of the panel's lazily loaded views (the sign-up form's selects, checkbox, tooltip
 * and terms dialog) in the built package: tsup.config.ts leaves them out of `auth-panel.css`
 * and defines them here, so a host that shows only the sign-in loads the sign-in's rules only.
 * In the sources the text is empty: the bundler (Vite or esbuild with vanilla-extract) brings
 * each view's rules with it.
 */
declare const __ROLESCOPE_AUTH_VIEWS_CSS__: string | undefined;

const cssText =
  typeof __ROLESCOPE_AUTH_VIEWS_CSS__ === 'string' ? __ROLESCOPE_AUTH_VIEWS_CSS__ : '';

let adopted = false;

/**
 * Adds the views' rules to the page once, as a constructable stylesheet adopted by the
 * document (never a `style` attribute, so `style-src` needs no `'unsafe-inline'`, as for the
 * custom elements). They hold component classes only, no `--rs-*` variable, so coming after
 * the host's stylesheets changes none of its theme values. A browser without constructable
 * stylesheets (Safari before 16.4) gets a `<style>` element instead.
 */
export const adoptViewStyles = (): void => {
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
