import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** The busy overlay while a submit runs: it covers the page, so nothing is sent twice. */
export const busy = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1100,
  display: 'grid',
  placeItems: 'center',
  background: vars.color.overlay,
  color: vars.color.text,
});

export const busyBox = style({
  padding: vars.space['6'],
  borderRadius: vars.radius.card,
  background: vars.color.surfaceRaised,
  boxShadow: vars.shadow.raised,
});
