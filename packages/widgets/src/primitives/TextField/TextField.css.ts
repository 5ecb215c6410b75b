import { style } from '@vanilla-extract/css';
import { controlBox } from '../../styles/controls';
import { flexColumn } from '../../styles/layout';
import { vars } from '../../theme/contract.css';
import { transition } from '../styleUtils';

export const field = style([flexColumn('1'), { minWidth: 0 }]);

export const label = style({
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.text,
});

export const requiredMark = style({
  color: vars.color.destructive,
  marginInlineStart: vars.space['1'],
});

export const control = style({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
});

export const input = style([
  controlBox,
  {
    minHeight: vars.size.control,
    paddingInline: vars.space['3'],
    transition: transition('border-color', 'box-shadow'),
    selectors: {
      '&::placeholder': { color: vars.color.textMuted },
      '&[data-state="success"]': { borderColor: vars.color.success },
      '&:disabled': { background: vars.color.surfaceSunken, cursor: 'not-allowed' },
    },
  },
]);

export const withEndAdornment = style({ paddingInlineEnd: '48px' });

export const endAdornment = style({
  position: 'absolute',
  insetInlineEnd: vars.space['1'],
  display: 'flex',
  alignItems: 'center',
});

export const hint = style({ fontSize: vars.fontSize.xs, color: vars.color.textMuted, margin: 0 });
export const error = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.destructive,
  margin: 0,
});
export const success = style({ fontSize: vars.fontSize.xs, color: vars.color.success, margin: 0 });
