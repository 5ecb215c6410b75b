import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { flexColumn } from '../../styles/layout';
import { mutedText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const header = style(flexColumn('3'));

/** The step's name and its badge; on a phone a long name pushes the badge to the next line. */
export const row = style({
  display: 'flex',
  flexWrap: 'wrap',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['3'],
});

export const heading = style({ flex: '1 1 12rem', minWidth: 0 });

export const stepOf = style(mutedText('sm'));

export const title = style({
  margin: `${vars.space['1']} 0 0`,
  fontSize: vars.fontSize.xl,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
  overflowWrap: 'break-word',
  selectors: { '&:focus-visible': { outline: `${vars.focus.ring} solid ${vars.color.focusRing}` } },
});

export const badge = recipe({
  base: {
    flexShrink: 0,
    padding: `${vars.space['1']} ${vars.space['3']}`,
    borderRadius: vars.radius.full,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
  },
  variants: {
    complete: {
      true: { background: vars.color.successSubtle, color: vars.color.text },
      false: { background: vars.color.surfaceSunken, color: vars.color.textMuted },
    },
  },
});
