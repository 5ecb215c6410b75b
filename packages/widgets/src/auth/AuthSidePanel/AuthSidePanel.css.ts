import { keyframes, style } from '@vanilla-extract/css';
import { focusRing } from '../../primitives/styleUtils';
import { closeButton } from '../../styles/controls';
import { vars } from '../../theme/contract.css';

const slideIn = keyframes({
  from: { transform: 'translateX(100%)' },
  to: { transform: 'translateX(0)' },
});

/** Hero 70%, panel 30% (the specification's layout constants); the panel covers the screen on phones. */
export const root = style({
  position: 'relative',
  display: 'flex',
  minHeight: '100vh',
  width: '100%',
  overflow: 'hidden',
  background: vars.color.background,
});

export const hero = style({
  flex: '1 1 100%',
  display: 'flex',
  minWidth: 0,
  transition: `flex-basis ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: { [`${root}[data-open="true"] &`]: { flexBasis: '70%' } },
  '@media': {
    '(max-width: 767px)': {
      selectors: { [`${root}[data-open="true"] &`]: { flexBasis: '100%' } },
    },
    '(prefers-reduced-motion: reduce)': { transition: 'none' },
  },
});

export const panel = style({
  flex: '0 0 30%',
  minWidth: '352px',
  display: 'flex',
  flexDirection: 'column',
  background: vars.color.surface,
  color: vars.color.text,
  borderInlineStart: `1px solid ${vars.color.border}`,
  boxShadow: vars.shadow.raised,
  overflowY: 'auto',
  animation: `${slideIn} ${vars.motion.duration} ${vars.motion.easing}`,
  selectors: { '&:focus-visible': focusRing, '&[hidden]': { display: 'none' } },
  '@media': {
    '(max-width: 767px)': {
      position: 'absolute',
      inset: 0,
      minWidth: 0,
      width: '100%',
      borderInlineStart: 0,
    },
    '(prefers-reduced-motion: reduce)': { animation: 'none' },
  },
});

export const panelBar = style({
  display: 'flex',
  justifyContent: 'flex-end',
  padding: vars.space['3'],
});

export const panelBody = style({
  padding: vars.space['6'],
  paddingTop: 0,
});

export const close = style(closeButton(vars.size.control));
