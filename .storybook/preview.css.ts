import { globalStyle, style } from '@vanilla-extract/css';

globalStyle('html, body', { margin: 0 });

/** The story canvas: the theme's page background, so dark stories look dark. */
// Plain variable names: importing the widgets here would evaluate all of their styles inside
// this file's compilation, and vite-plugin 5.2 then drops their CSS from the build.
export const canvas = style({
  minHeight: '100vh',
  padding: 'var(--rs-space-6)',
  background: 'var(--rs-color-background)',
  color: 'var(--rs-color-text)',
});
