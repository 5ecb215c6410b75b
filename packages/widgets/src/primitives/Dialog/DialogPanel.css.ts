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
 * The focus manager's element inside the panel (Floating UI's `getFloatingProps`), holding the
 * panel's content with the panel's own column layout. Not the `dialog` itself: for a focus
 * element whose role is a dialog, Floating UI scans the whole dialog for tabbables on each
 * opening (forcing its style and layout). A box, so it takes the focus when the dialog has
 * nothing focusable; box-less in print (the report prints the panel as a flowing document).
 */
export const content = style([
  flexColumn('4'),
  { flexGrow: 1, outline: 'none', '@media': { print: { display: 'contents' } } },
]);
