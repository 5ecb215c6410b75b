import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { focusRing } from '../styleUtils';
import * as base from './listbox.css';

export const labelRow = style({ display: 'flex', alignItems: 'center', gap: vars.space['1'] });

export const trigger = style([
  base.frame,
  {
    justifyContent: 'space-between',
    gap: vars.space['2'],
    paddingInline: vars.space['3'],
    fontSize: vars.fontSize.md,
    cursor: 'pointer',
    textAlign: 'start',
    selectors: {
      '&:focus-visible': { ...focusRing, outlineOffset: '0px', borderColor: vars.color.accent },
      '&[aria-invalid="true"]': { borderColor: vars.color.destructive },
      '&[aria-disabled="true"]': {
        background: vars.color.surfaceSunken,
        cursor: 'not-allowed',
        color: vars.color.textMuted,
      },
    },
  },
]);

export const placeholder = style({ color: vars.color.textMuted });

export const chevron = base.icon;

export const listbox = style([base.popup, base.list]);

export const option = style([base.option, { justifyContent: 'space-between' }]);

export const infoButton = style([base.iconButton, { color: vars.color.textMuted, cursor: 'help' }]);
