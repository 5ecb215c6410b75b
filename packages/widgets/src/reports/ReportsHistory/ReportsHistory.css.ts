import { style } from '@vanilla-extract/css';
import { focusRing } from '../../primitives/styleUtils';
import { cardSurface, flexColumn, flexRow } from '../../styles/layout';
import { headingText, mutedText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const root = style([
  flexColumn('6'),
  { color: vars.color.text, fontFamily: vars.font.body },
]);

export const header = style(flexRow('4', 'space-between', 'flex-start'));

export const title = style(headingText('xl'));

export const subtitle = style([mutedText('sm'), { margin: `${vars.space['1']} 0 0` }]);

export const list = style(flexColumn('4'));

/** The card frame around the reports table. */
export const tableFrame = style(cardSurface());

export const roleText = style({
  display: 'inline-block',
  maxWidth: '350px',
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  whiteSpace: 'nowrap',
  verticalAlign: 'middle',
  borderRadius: vars.radius.control,
  selectors: { '&:focus-visible': focusRing },
});

export const nameCell = style({ wordBreak: 'break-word', minWidth: '200px' });

export const date = style({ display: 'block', whiteSpace: 'nowrap' });

export const time = style({
  display: 'block',
  color: vars.color.textMuted,
  fontSize: vars.fontSize.xs,
  whiteSpace: 'nowrap',
});

export const actions = style({ display: 'flex', flexWrap: 'wrap', gap: vars.space['2'] });
