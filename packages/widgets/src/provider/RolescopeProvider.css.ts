import { style } from '@vanilla-extract/css';
// Before this file's rules: the reset must never come after a component rule.
import '../theme/reset.css';

/** The portal container: takes no room; what is portalled into it positions itself. */
export const portal = style({ display: 'contents' });
