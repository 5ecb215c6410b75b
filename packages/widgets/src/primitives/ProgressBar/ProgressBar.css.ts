import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';
import { transition } from '../styleUtils';

/** The custom property holding the filled fraction (0..1), set with `style.setProperty`. */
export const fractionVar = '--rs-progress-fraction';

export const track = style({
  position: 'relative',
  width: '100%',
  height: '8px',
  borderRadius: vars.radius.full,
  background: vars.color.surfaceSunken,
  border: `1px solid ${vars.color.border}`,
  overflow: 'hidden',
});

export const fill = style({
  position: 'absolute',
  insetBlock: 0,
  insetInlineStart: 0,
  width: '100%',
  transformOrigin: 'left',
  transform: `scaleX(var(${fractionVar}, 0))`,
  background: vars.color.accent,
  transition: transition('transform'),
});
