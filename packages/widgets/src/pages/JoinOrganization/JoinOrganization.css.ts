import { style } from '@vanilla-extract/css';
import { flexColumn } from '../../styles/layout';
import { bodyText, headingText, mutedText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const card = style([flexColumn('4'), { maxWidth: '520px', width: '100%' }]);

export const hero = style([
  flexColumn('3'),
  { padding: vars.space['8'], maxWidth: '640px', alignSelf: 'center' },
]);

export const heroTitle = style(headingText('xxl', 'bold'));

export const heroText = style(mutedText('lg'));

export const alert = style([bodyText('md'), { margin: 0, color: vars.color.text }]);

export const link = style([bodyText('md', 'semibold'), { color: vars.color.accentText }]);
