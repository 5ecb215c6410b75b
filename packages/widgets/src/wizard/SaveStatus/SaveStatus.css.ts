import { recipe } from '@vanilla-extract/recipes';
import { mutedText } from '../../styles/text';
import { vars } from '../../theme/contract.css';

/** Small, muted text; a save that will be retried is shown in the full text colour. */
export const status = recipe({
  base: [mutedText('sm'), { margin: 0, minHeight: '1.25em' }],
  variants: {
    tone: {
      saving: {},
      saved: {},
      pending: { color: vars.color.text, fontWeight: vars.fontWeight.medium },
    },
  },
});
