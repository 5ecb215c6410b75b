import { style } from '@vanilla-extract/css';
import { autoGrid, flexColumn } from '../../../styles/layout';
import { vars } from '../../../theme/contract.css';

export const competency = style([
  flexColumn('3'),
  { paddingBottom: vars.space['6'], borderBottom: `1px solid ${vars.color.border}` },
]);

export const title = style({ margin: 0, fontSize: vars.fontSize.lg });

export const intro = style({ margin: 0, color: vars.color.textMuted });

export const levels = style(autoGrid('200px', '3', 'fill'));
