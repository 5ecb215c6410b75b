import { style } from '@vanilla-extract/css';
import { nativeChoice } from '../../styles/controls';
import { bareList, flexColumn } from '../../styles/layout';
import { choiceLabel, mutedText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const root = style([
  flexColumn('3'),
  { border: 'none', margin: 0, padding: 0, minWidth: 0 },
]);

/** The status line (a live region, always present): text only when nothing matches. */
export const empty = style([mutedText('sm'), { margin: 0 }]);

/** The groups scroll inside the dialog, the search field staying in view above them. */
export const groups = style([
  flexColumn('4'),
  { maxHeight: '360px', overflowY: 'auto', paddingInline: vars.space['1'] },
]);

export const group = style(flexColumn('2'));

export const heading = style({
  margin: 0,
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.textMuted,
});

export const list = style([bareList, flexColumn('1')]);

export const item = style([
  choiceLabel,
  { display: 'flex', alignItems: 'center', gap: vars.space['2'], minHeight: vars.size.target },
]);

export const checkbox = style([nativeChoice('20px'), { margin: 0, flexShrink: 0 }]);
