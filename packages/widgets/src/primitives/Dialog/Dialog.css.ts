import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { flexColumn } from '../../styles/layout';
import { mutedText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

const fadeIn = keyframes({ from: { opacity: 0 }, to: { opacity: 1 } });
const rise = keyframes({
  from: { opacity: 0, transform: 'translateY(8px) scale(0.98)' },
  to: { opacity: 1, transform: 'none' },
});

export const overlay = style({
  position: 'fixed',
  inset: 0,
  zIndex: 1000,
  display: 'grid',
  placeItems: 'center',
  padding: vars.space['4'],
  background: vars.color.overlay,
  overflowY: 'auto',
  animation: `${fadeIn} ${vars.motion.duration} ${vars.motion.easing}`,
});

export const panel = recipe({
  base: [
    flexColumn('4'),
    {
      position: 'relative',
      width: '100%',
      maxHeight: 'calc(100vh - 32px)',
      overflowY: 'auto',
      padding: vars.space['6'],
      borderRadius: vars.radius.card,
      background: vars.color.surfaceRaised,
      color: vars.color.text,
      boxShadow: vars.shadow.raised,
      outline: 'none',
      animation: `${rise} ${vars.motion.duration} ${vars.motion.easing}`,
    },
  ],
  variants: {
    size: {
      sm: { maxWidth: '420px' },
      md: { maxWidth: '560px' },
      lg: { maxWidth: '880px' },
      full: { maxWidth: '1200px', minHeight: 'calc(100vh - 32px)' },
    },
  },
  defaultVariants: { size: 'md' },
});

export type DialogVariants = NonNullable<RecipeVariants<typeof panel>>;

/** The loading status on the overlay while the dialog's code loads (its first opening). */
export const loading = style([
  mutedText('sm'),
  {
    padding: `${vars.space['3']} ${vars.space['4']}`,
    borderRadius: vars.radius.card,
    background: vars.color.surfaceRaised,
    boxShadow: vars.shadow.raised,
  },
]);
