import { style } from '@vanilla-extract/css';
import { cardSurface, flexColumn, flexRow } from '../../styles/layout';
import { headingText, mutedText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const root = style([
  flexColumn('6'),
  { color: vars.color.text, fontFamily: vars.font.body },
]);

export const title = style(headingText('xl'));

export const subtitle = style([mutedText('sm'), { margin: `${vars.space['1']} 0 0` }]);

export const stateText = style({ margin: 0, color: vars.color.textMuted });

export const list = style(flexColumn('4'));

/** The card frame around the table (its rows become cards where the frame is narrow). */
export const tableFrame = style(cardSurface());

export const nameCell = style({ wordBreak: 'break-word', minWidth: '160px' });

export const muted = style({ color: vars.color.textMuted });

export const date = style({ whiteSpace: 'nowrap' });

export const actions = style(flexRow('2', 'flex-start', 'center'));
