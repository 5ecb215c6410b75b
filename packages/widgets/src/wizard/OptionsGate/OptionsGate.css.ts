import { style } from '@vanilla-extract/css';
import { controlBox } from '../../styles/controls';
import { flexRow } from '../../styles/layout';
import { vars } from '../../theme/contract.css';

/** The select's box, greyed, with the status text inside. */
export const skeleton = style([
  controlBox,
  {
    margin: 0,
    minHeight: vars.size.control,
    display: 'flex',
    alignItems: 'center',
    paddingInline: vars.space['3'],
    background: vars.color.surfaceSunken,
    color: vars.color.textMuted,
    fontSize: vars.fontSize.sm,
  },
]);

export const failed = style([
  flexRow('3', 'flex-start'),
  {
    minHeight: vars.size.control,
    fontSize: vars.fontSize.sm,
    color: vars.color.destructive,
  },
]);
