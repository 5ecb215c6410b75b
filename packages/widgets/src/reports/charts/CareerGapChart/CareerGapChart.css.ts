import { style } from '@vanilla-extract/css';
import { vars } from '../../../theme/contract.css';

/** The gap chart's own frame: the shared chart rules live in `../shared/charts.css.ts`. */
export const root = style({ minWidth: 0, color: vars.color.text });
