import { keyframes, style } from '@vanilla-extract/css';
import { controlBox } from '../../styles/controls';
import { flexRow } from '../../styles/layout';
import { vars } from '../../theme/contract.css';

const pulse = keyframes({ '0%, 100%': { opacity: 1 }, '50%': { opacity: 0.6 } });

/** The select's box, greyed and pulsing, with the status text inside. */
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
    '@media': {
      '(prefers-reduced-motion: no-preference)': {
        animation: `${pulse} 1.5s ease-in-out infinite`,
      },
    },
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
