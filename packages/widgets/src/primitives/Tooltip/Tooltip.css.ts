import { style } from '@vanilla-extract/css';
import { vars } from '../../theme/contract.css';

export const tooltip = style({
  position: 'fixed',
  // Placed by TooltipBubble (inline top and left); measured at the corner first.
  top: 0,
  left: 0,
  zIndex: 1100,
  maxWidth: '320px',
  paddingBlock: vars.space['1'],
  paddingInline: vars.space['2'],
  borderRadius: vars.radius.control,
  background: vars.color.tooltip,
  color: vars.color.onTooltip,
  fontSize: vars.fontSize.xs,
  lineHeight: vars.lineHeight.normal,
  boxShadow: vars.shadow.raised,
  pointerEvents: 'none',
  overflowWrap: 'anywhere',
});
