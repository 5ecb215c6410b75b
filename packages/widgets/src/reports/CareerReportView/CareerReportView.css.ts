import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { focusRing } from '../../primitives/styleUtils';
import { flexColumn, termGrid } from '../../styles/layout';
import { bodyText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const root = style(flexColumn('6'));

export const section = style([flexColumn('3'), { breakInside: 'avoid' }]);

export const heading = style({ margin: 0, fontSize: vars.fontSize.lg });
export const subheading = style({ margin: 0, fontSize: vars.fontSize.md });

export const facts = style(termGrid);
export const term = style({ color: vars.color.textMuted });
export const definition = style({
  margin: 0,
  fontWeight: vars.fontWeight.semibold,
  whiteSpace: 'pre-wrap',
});

export const readiness = style(bodyText('xl', 'bold'));
export const muted = style({ margin: 0, color: vars.color.textMuted });

/** Scrolls sideways on a narrow screen; focusable so a keyboard can scroll it. */
export const tableWrap = style({
  overflowX: 'auto',
  selectors: { '&:focus-visible': focusRing },
});
export const table = style({ width: '100%', borderCollapse: 'collapse' });
export const cell = style({
  padding: vars.space['2'],
  borderBottom: `1px solid ${vars.color.border}`,
  textAlign: 'start',
  verticalAlign: 'middle',
});

export const bar = style({ display: 'flex', gap: vars.space['1'], minWidth: '128px' });

export const segment = recipe({
  base: {
    flex: 1,
    height: '12px',
    borderRadius: vars.radius.control,
    border: `1px solid ${vars.color.borderStrong}`,
    printColorAdjust: 'exact',
    WebkitPrintColorAdjust: 'exact',
  },
  variants: {
    state: {
      reached: { background: vars.color.accent },
      // Striped, so the gap reads without colour.
      gap: {
        background: `repeating-linear-gradient(45deg, ${vars.color.accentSubtle} 0 4px, ${vars.color.surface} 4px 8px)`,
        borderStyle: 'dashed',
      },
      beyond: { background: vars.color.surface },
    },
  },
});

export const recommendations = style({ margin: 0, paddingInlineStart: vars.space['5'] });
