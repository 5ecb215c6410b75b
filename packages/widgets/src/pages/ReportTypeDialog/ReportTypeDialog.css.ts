import { style } from '@vanilla-extract/css';
import { flexColumn } from '../../styles/layout';
import { vars } from '../../theme/contract.css';

export const options = style([flexColumn('3'), { border: 0, margin: 0, padding: 0 }]);

export const option = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  minHeight: vars.size.target,
  padding: vars.space['3'],
  border: `1px solid ${vars.color.border}`,
  borderRadius: vars.radius.control,
  cursor: 'pointer',
  selectors: { '&:has(input:checked)': { borderColor: vars.color.accent } },
});

export const radio = style({ width: '18px', height: '18px', accentColor: vars.color.accent });
