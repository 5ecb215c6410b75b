import { style } from '@vanilla-extract/css';
import { textBox } from '../../../styles/controls';
import {
  autoGrid,
  bareList,
  cardSurface,
  flexColumn,
  flexRow,
  termGrid,
} from '../../../styles/layout';
import { fieldNote, mutedText } from '../../../styles/text';
import { vars } from '../../../theme/contract.css';

export const root = style(flexColumn('6'));

export const card = style([
  flexColumn('3'),
  cardSurface('surfaceSunken'),
  { padding: vars.space['4'] },
]);

export const cardTitle = style({ margin: 0, fontSize: vars.fontSize.lg });

export const muted = style(mutedText('sm'));

export const facts = style(termGrid);

export const term = style({ color: vars.color.textMuted });
export const definition = style({ margin: 0, fontWeight: vars.fontWeight.semibold });

export const grid = style(autoGrid('220px', '4'));

/** The same text box as the wizard's (its focus ring included). */
export const textarea = style(textBox('96px'));

export const counter = style(fieldNote);

export const skills = style([bareList, flexColumn('1')]);

export const skill = style([flexRow('2'), { fontSize: vars.fontSize.sm }]);

export const skillsFailed = style([flexRow('3', 'flex-start'), { color: vars.color.destructive }]);
