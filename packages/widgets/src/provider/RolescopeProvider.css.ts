import { style } from '@vanilla-extract/css';

/** The portal container: takes no room; what is portalled into it positions itself. */
export const portal = style({ display: 'contents' });
