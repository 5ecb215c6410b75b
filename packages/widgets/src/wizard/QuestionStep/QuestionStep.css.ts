import { style } from '@vanilla-extract/css';
import { nativeChoice } from '../../styles/controls';
import { flexColumn } from '../../styles/layout';
import { bodyText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const root = style(flexColumn('4'));

export const group = style([flexColumn('2'), { border: 0, margin: 0, padding: 0, minWidth: 0 }]);

export const legend = style({
  padding: 0,
  marginBottom: vars.space['2'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
});

export const option = style({
  display: 'flex',
  alignItems: 'flex-start',
  gap: vars.space['2'],
  padding: vars.space['2'],
  borderRadius: vars.radius.control,
  border: `1px solid ${vars.color.border}`,
  fontSize: vars.fontSize.sm,
  color: vars.color.text,
  cursor: 'pointer',
  selectors: {
    '&:hover': { background: vars.color.surfaceSunken },
    '&:has(input:checked)': {
      borderColor: vars.color.accent,
      background: vars.color.accentSubtle,
    },
  },
});

export const radio = style([
  nativeChoice('18px'),
  { margin: '1px 0 0', flexShrink: 0, cursor: 'pointer' },
]);

export const score = style([bodyText('md'), { color: vars.color.text }]);
