import { style } from '@vanilla-extract/css';
import { flexColumn } from '../../styles/layout';
import { bodyText, darkTint, mutedText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const layout = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['6'],
  alignItems: 'stretch',
  '@media': { '(min-width: 900px)': { gridTemplateColumns: '2fr 3fr' } },
});

export const decorative = style({
  display: 'none',
  flexDirection: 'column',
  justifyContent: 'center',
  gap: vars.space['3'],
  padding: vars.space['8'],
  borderRadius: vars.radius.card,
  background: `linear-gradient(135deg, ${vars.color.accent}, ${vars.color.accentHover})`,
  color: vars.color.onAccent,
  ...darkTint('accentSubtle', 'text', 'border'),
  '@media': { '(min-width: 900px)': { display: 'flex' } },
});

export const decorativeTitle = style(bodyText('xl', 'bold'));

export const decorativeText = style(bodyText('md'));

export const fields = style({
  display: 'grid',
  gridTemplateColumns: '1fr',
  gap: vars.space['4'],
});

export const terms = style(flexColumn('4'));

export const termsHeading = style(bodyText('md', 'semibold'));

export const termsText = style([mutedText('sm'), { marginTop: vars.space['1'] }]);
