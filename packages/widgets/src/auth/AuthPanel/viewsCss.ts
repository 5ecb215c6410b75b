/**
 * The rules of the panel's lazily loaded views (the sign-up form's selects, checkbox, tooltip
 * and terms dialog) that `auth-panel.css` leaves out, as text for `adoptViewStyles`. Imported
 * as `#auth-views-css` (package.json `imports`): in the sources it is this empty text, since
 * the bundler (Vite or esbuild with vanilla-extract) brings each view's rules with its code;
 * the built package maps it to `dist/entries/auth-views-css.js`, which tsup.config.ts writes
 * from the same split of the entry's stylesheet.
 */
export const viewsCss: string = '';
