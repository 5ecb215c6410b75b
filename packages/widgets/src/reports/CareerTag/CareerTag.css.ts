import { style } from '@vanilla-extract/css';
import { accentTag } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const tag = style([
  accentTag,
  { display: 'inline-block', marginInlineStart: vars.space['2'] },
]);
