import { style } from '@vanilla-extract/css';
import { recipe } from '@vanilla-extract/recipes';
import { bareList, flexColumn } from '../../styles/layout';
import { darkTint } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const list = style([bareList, flexColumn('2')]);

export const step = recipe({
  base: {
    display: 'flex',
    alignItems: 'center',
    gap: vars.space['3'],
    padding: vars.space['2'],
    borderRadius: vars.radius.control,
    color: vars.color.text,
    fontSize: vars.fontSize.sm,
  },
  variants: {
    status: {
      current: { background: vars.color.accentSubtle, fontWeight: vars.fontWeight.semibold },
      completed: {},
      pending: { color: vars.color.textMuted },
    },
  },
});

export const number = recipe({
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    width: '28px',
    height: '28px',
    flexShrink: 0,
    borderRadius: vars.radius.full,
    border: `1px solid ${vars.color.borderStrong}`,
    fontSize: vars.fontSize.xs,
    fontWeight: vars.fontWeight.semibold,
  },
  variants: {
    status: {
      current: {
        background: vars.color.accent,
        color: vars.color.onAccent,
        borderColor: 'transparent',
        ...darkTint('accentSubtle', 'accentText', 'accent'),
      },
      completed: {
        background: vars.color.success,
        color: vars.color.onSuccess,
        borderColor: 'transparent',
        ...darkTint('successSubtle', 'text', 'success'),
      },
      pending: { background: vars.color.surface },
    },
  },
});

export const text = style({ display: 'flex', flexDirection: 'column' });

export const label = style({});

export const mark = style({
  fontSize: vars.fontSize.xs,
  color: vars.color.textMuted,
  fontWeight: vars.fontWeight.regular,
});
