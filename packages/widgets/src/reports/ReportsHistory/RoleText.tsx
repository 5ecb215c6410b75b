import { Tooltip } from '../../primitives/Tooltip';
import * as styles from './ReportsHistory.css';

export type RoleTextProps = { text: string };

/**
 * The role, truncated at about 350 px, with a tooltip showing the full text on hover and
 * keyboard focus. A row's tooltip costs little until its role is hovered or focused (the bubble,
 * placing and describing, mounts then), so a page change renders the rows without it.
 */
export function RoleText({ text }: RoleTextProps) {
  // Static text in the tab order so that keyboard users can reveal the full (truncated) role
  // in its tooltip; no widget role fits text, hence exempt from axe's focus-order-semantics.
  return (
    <Tooltip content={text}>
      <span
        className={styles.roleText}
        // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reach the full (truncated) role through its tooltip
        tabIndex={0}
        data-role-text=""
        data-a11y-exempt="focus-order-semantics"
      >
        {text}
      </span>
    </Tooltip>
  );
}
