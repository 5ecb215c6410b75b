import { style } from '@vanilla-extract/css';
import { focusRing } from '../../primitives/styleUtils';
import { flexColumn, flexRow } from '../../styles/layout';
import { headingText, mutedText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

/** Layout shared by the account forms: a column of fields on a plain surface. */
export const form = style([
  flexColumn('4'),
  { width: '100%', maxWidth: '448px', marginInline: 'auto' },
]);

export const header = style(flexColumn('1'));

export const title = style([headingText('xl', 'bold'), { color: vars.color.text }]);

export const subtitle = style(mutedText('sm'));

export const row = style(flexRow('3'));

/** A button that looks like a text link (navigation goes through callbacks, not hrefs). */
export const link = style({
  display: 'inline-flex',
  alignItems: 'center',
  minHeight: vars.size.target,
  padding: 0,
  border: 0,
  background: 'none',
  font: 'inherit',
  fontSize: vars.fontSize.sm,
  fontWeight: vars.fontWeight.medium,
  color: vars.color.accentText,
  textDecoration: 'underline',
  textUnderlineOffset: '2px',
  cursor: 'pointer',
  borderRadius: vars.radius.control,
  selectors: { '&:focus-visible': focusRing, '&:hover': { textDecoration: 'none' } },
});

/** An inline error banner (role="alert"). */
export const banner = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.control,
  background: vars.color.destructiveSubtle,
  color: vars.color.destructive,
  fontSize: vars.fontSize.sm,
  border: `1px solid ${vars.color.destructive}`,
});

/** An inline success note. */
export const note = style({
  margin: 0,
  padding: vars.space['3'],
  borderRadius: vars.radius.control,
  background: vars.color.successSubtle,
  color: vars.color.text,
  fontSize: vars.fontSize.sm,
});

export const divider = style({
  display: 'flex',
  alignItems: 'center',
  gap: vars.space['3'],
  margin: 0,
  fontSize: vars.fontSize.sm,
  color: vars.color.textMuted,
  selectors: {
    '&::before, &::after': {
      content: '""',
      flex: 1,
      borderTop: `1px solid ${vars.color.border}`,
    },
  },
});

export const center = style({ textAlign: 'center', margin: 0, fontSize: vars.fontSize.sm });

/** One message per line inside a field's error. */
export const line = style({ display: 'block' });
