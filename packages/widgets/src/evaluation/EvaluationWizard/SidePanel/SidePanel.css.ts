import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../../primitives/styleUtils';
import { vars } from '../../../theme/contract.css';

/** Below this width the panel collapses into the header. */
const narrow = 'screen and (max-width: 767px)';

export const panel = style({
  display: 'flex',
  flexDirection: 'column',
  gap: vars.space['4'],
  padding: vars.space['4'],
  borderRadius: vars.radius.card,
  border: `1px solid ${vars.color.border}`,
  background: vars.color.surface,
  '@media': { [narrow]: { gap: vars.space['2'], padding: vars.space['3'] } },
});

export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const title = style({
  margin: 0,
  fontSize: vars.fontSize.lg,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const subtitle = style({
  margin: `${vars.space['1']} 0 0`,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
});

export const toggle = style({
  display: 'none',
  minHeight: vars.size.target,
  padding: `0 ${vars.space['3']}`,
  border: `1px solid ${vars.color.borderStrong}`,
  borderRadius: vars.radius.control,
  background: vars.color.surface,
  color: vars.color.text,
  fontFamily: 'inherit',
  fontSize: vars.fontSize.sm,
  cursor: 'pointer',
  selectors: { '&:focus-visible': focusRing },
  '@media': { [narrow]: { display: 'inline-flex', alignItems: 'center' } },
});

export const body = recipe({
  base: {},
  variants: {
    open: {
      true: {},
      false: { '@media': { [narrow]: { display: 'none' } } },
    },
  },
});
