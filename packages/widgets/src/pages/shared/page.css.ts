import { style } from '@vanilla-extract/css';
import { autoGrid, cardSurface, flexColumn, flexRow } from '../../styles/layout';
import { bodyText, headingText, mutedText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

/** The layout pieces the page-level screens share. */
export const page = style([
  flexColumn('6'),
  {
    width: '100%',
    maxWidth: '1120px',
    marginInline: 'auto',
    padding: vars.space['6'],
    color: vars.color.text,
    fontFamily: vars.font.body,
  },
]);

export const centered = style([
  flexColumn('4'),
  {
    alignItems: 'center',
    justifyContent: 'center',
    minHeight: '70vh',
    padding: vars.space['6'],
    textAlign: 'center',
    color: vars.color.text,
    fontFamily: vars.font.body,
  },
]);

export const card = style([flexColumn('3'), cardSurface(), { padding: vars.space['6'] }]);

export const title = style(headingText('xxl', 'bold'));

export const sectionTitle = style(bodyText('lg', 'semibold'));

export const muted = style(mutedText('md'));

export const row = style(flexRow('3', 'flex-start'));

export const grid = style(autoGrid('280px', '6'));

export const footer = style({
  marginTop: vars.space['8'],
  color: vars.color.textMuted,
  fontSize: vars.fontSize.sm,
  textAlign: 'center',
});
