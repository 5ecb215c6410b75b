import { style } from '@vanilla-extract/css';
import { nativeChoice } from '../../styles/controls';
import { flexColumn } from '../../styles/layout';
import { choiceLabel } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const root = style(flexColumn('1'));

export const row = style([
  choiceLabel,
  { display: 'inline-flex', alignItems: 'flex-start', gap: vars.space['2'], cursor: 'pointer' },
]);

export const input = style([
  nativeChoice('20px'),
  {
    margin: '2px 0 0',
    flexShrink: 0,
    cursor: 'pointer',
    selectors: { '&:disabled': { cursor: 'not-allowed' } },
  },
]);
