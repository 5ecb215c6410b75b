import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

/** A short note in place of the flow (nobody is signed in). */
export const note = style({
  margin: 0,
  padding: vars.space['4'],
  background: vars.color.surface,
  color: vars.color.text,
});

/** The thank-you panel after a submission. */
export const done = style({
  display: 'grid',
  gap: vars.space['3'],
  justifyItems: 'start',
  padding: vars.space['6'],
  background: vars.color.surface,
  color: vars.color.text,
  borderRadius: vars.radius.card,
});

export const doneTitle = style({
  margin: 0,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
});

export const doneBody = style({ margin: 0 });
