import { style } from '@vanilla-extract/css';
import { focusRing } from '../../primitives/styleUtils';
import { textBox } from '../../styles/controls';
import { autoGrid, bareList, cardSurface, flexColumn, flexRow } from '../../styles/layout';
import { bodyText, fieldNote, headingText, mutedText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const root = style([
  flexColumn('6'),
  { containerType: 'inline-size', minWidth: 0, color: vars.color.text },
]);

export const header = style(flexColumn('1'));

export const title = style(headingText('xl'));

export const subtitle = style(mutedText('sm'));

/** A message in place of the review (loading, refused, failed). */
export const state = style([
  flexColumn('3'),
  cardSurface(),
  { padding: vars.space['5'], alignItems: 'flex-start' },
]);

export const stateText = style(bodyText('md'));

export const form = style(flexColumn('6'));

/** One competency: its title, the two reference levels, its level cards and comment. */
export const competency = style([
  flexColumn('3'),
  cardSurface(),
  {
    padding: vars.space['4'],
    border: `1px solid ${vars.color.border}`,
    selectors: { '&[data-invalid]': { borderColor: vars.color.destructive } },
  },
]);

export const competencyTitle = style([
  headingText('lg'),
  { selectors: { '&:focus-visible': focusRing }, outline: 'none' },
]);

export const references = style([
  bareList,
  flexRow('4', 'flex-start'),
  mutedText('sm'),
  { flexWrap: 'wrap' },
]);

export const levels = style(autoGrid('min(100%, 180px)', '3', 'fill'));

export const commentField = style(flexColumn('1'));

export const commentLabel = style(bodyText('sm', 'medium'));

export const optional = style([mutedText('xs'), { marginInlineStart: vars.space['1'] }]);

export const textarea = style(textBox('72px'));

export const counter = style(fieldNote);

export const fieldError = style({
  fontSize: vars.fontSize.sm,
  color: vars.color.destructive,
  margin: 0,
});

/** The summary of what stops a save: announced, focused, listing what is missing. */
export const problems = style([
  flexColumn('2'),
  {
    padding: vars.space['4'],
    borderRadius: vars.radius.card,
    border: `2px solid ${vars.color.destructive}`,
    background: vars.color.destructiveSubtle,
    color: vars.color.text,
    selectors: {
      '&:focus-visible': focusRing,
      '[data-rolescope][data-theme="dark"] &': { background: vars.color.surfaceSunken },
    },
  },
]);

export const problemsTitle = style(bodyText('md', 'semibold'));

export const problemsList = style({ margin: 0, paddingInlineStart: vars.space['5'] });

export const actions = style([
  flexRow('3', 'space-between'),
  { flexWrap: 'wrap', position: 'sticky', bottom: 0, paddingBlock: vars.space['3'] },
  cardSurface(),
  { paddingInline: vars.space['4'] },
]);

export const buttons = style([flexRow('2', 'flex-end'), { flexWrap: 'wrap' }]);

export const note = style(mutedText('sm'));

export const tableFrame = style(cardSurface());

export const comment = style({ whiteSpace: 'pre-wrap', wordBreak: 'break-word' });
