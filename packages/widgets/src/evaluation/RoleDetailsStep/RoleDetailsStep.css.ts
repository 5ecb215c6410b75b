import { style } from '@vanilla-extract/css';
import { textBox } from '../../styles/controls';
import { autoGrid, fieldsetCard, flexColumn } from '../../styles/layout';
import { fieldNote } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const form = style(flexColumn('6'));

/** Responsive: as many 256px columns as fit. */
export const grid = style(autoGrid('min(100%, 256px)', '4'));

export const wide = style({ gridColumn: '1 / -1' });

export const fieldset = style(fieldsetCard);

export const legend = style({
  paddingInline: vars.space['2'],
  fontSize: vars.fontSize.md,
  fontWeight: vars.fontWeight.semibold,
  color: vars.color.text,
});

export const textarea = style(textBox('96px'));

export const counter = style(fieldNote);

export const message = style({ display: 'block' });
