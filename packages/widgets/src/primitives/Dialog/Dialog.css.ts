import { keyframes, style } from '@vanilla-extract/css';
import { type RecipeVariants, recipe } from '@vanilla-extract/recipes';
import { closeButton } from '../../styles/controls';
import { flexColumn } from '../../styles/layout';
import { headingText, mutedText } from '../../styles/text';
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

export const header = style([flexColumn('2'), { paddingInlineEnd: vars.space['8'] }]);

export const title = style(headingText('lg'));

export const description = style(mutedText('sm'));

export const footer = style({
  display: 'flex',
  flexWrap: 'wrap',
  justifyContent: 'flex-end',
  gap: vars.space['2'],
});

export const close = style([
  closeButton('32px'),
  { position: 'absolute', insetBlockStart: vars.space['3'], insetInlineEnd: vars.space['3'] },
]);

/**
 * The focus manager's element inside the panel (Floating UI's `getFloatingProps`): box-less,
 * so the panel's layout is unchanged. Not the `dialog` itself: Floating UI scans a floating
 * element whose role is a dialog for tabbables on every open (forcing style and layout).
 */
export const content = style({ display: 'contents' });

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
