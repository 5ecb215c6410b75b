import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/**
 * The marker around each widget takes no box: the widget lays out as if it were not there,
 * while the reset (`theme/reset.css.ts`, before every component rule) scopes itself to what is
 * inside it. The theme's font and colour are set here again, so a host element between the
 * provider and the widget (`<div style="font: 20px serif">`) does not pass its own on.
 */
export const widgetRoot = style({
  display: 'contents',
  fontFamily: vars.font.body,
  fontWeight: vars.fontWeight.regular,
  fontSize: vars.fontSize.md,
  lineHeight: vars.lineHeight.normal,
  color: vars.color.text,
});
