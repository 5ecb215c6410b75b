import { style } from '@vanilla-extract/css';
import { bareList, flexColumn, flexRow } from '../../styles/layout';
import { bodyText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

export const header = style(flexRow('4', 'space-between', 'flex-end'));

export const cardTitle = style(bodyText('xl', 'semibold'));

export const cardActions = style({ marginTop: 'auto', display: 'flex', gap: vars.space['3'] });

export const draftList = style([bareList, flexColumn('3')]);

export const draftItem = style([
  flexRow('3', 'space-between', 'center'),
  {
    paddingBlock: vars.space['2'],
    borderBlockStart: `1px solid ${vars.color.border}`,
  },
]);

export const draftName = style([bodyText('md', 'semibold'), { margin: 0 }]);

/** The link to the history under the drafts (the browser's own underline and focus ring). */
export const seeAll = style({ color: vars.color.accent, fontWeight: vars.fontWeight.semibold });
