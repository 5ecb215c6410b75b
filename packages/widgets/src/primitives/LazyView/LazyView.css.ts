import { style } from '@vanilla-extract/css';
import { mutedText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const loading = style({
  ...mutedText('sm'),
  padding: vars.space['4'],
});
