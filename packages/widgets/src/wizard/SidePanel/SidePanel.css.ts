import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../primitives/styleUtils';
import { cardSurface, flexColumn } from '../../styles/layout';
import { bodyText, mutedText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

/** Below this width the panel collapses into the header. */
const narrow = 'screen and (max-width: 767px)';

export const panel = style([
  flexColumn('4'),
  cardSurface(),
  {
    padding: vars.space['4'],
    '@media': { [narrow]: { gap: vars.space['2'], padding: vars.space['3'] } },
  },
]);

export const head = style({
  display: 'flex',
  alignItems: 'flex-start',
  justifyContent: 'space-between',
  gap: vars.space['2'],
});

export const title = style([bodyText('lg', 'semibold'), { color: vars.color.text }]);

export const subtitle = style([mutedText('sm'), { margin: `${vars.space['1']} 0 0` }]);

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
