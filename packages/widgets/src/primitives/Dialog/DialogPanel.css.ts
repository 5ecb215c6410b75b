import { style } from '@vanilla-extract/css';
import { closeButton } from '../../styles/controls';
import { flexColumn } from '../../styles/layout';
import { headingText, mutedText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

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
