import { Tooltip } from '../../primitives/Tooltip';
import * as styles from './ReportsHistory.css';

export type RoleTextProps = {
  text: string;
  /** Mount the tooltip (the table arms its tooltips when the pointer or focus enters it). */
  armed: boolean;
};

/**
 * The role, truncated at about 350 px, with a tooltip showing the full text on hover and
 * keyboard focus. The tooltip machinery is only mounted once the table is armed, so a
 * page change renders plain text (a floating-ui tooltip per row costs about as much as
 * the rest of the table).
 */
export function RoleText({ text, armed }: RoleTextProps) {
  const span = (
    // Static text in the tab order so that keyboard users can reveal the full (truncated) role
    // in its tooltip; no widget role fits text, hence exempt from axe's focus-order-semantics.
    <span
      className={styles.roleText}
      // biome-ignore lint/a11y/noNoninteractiveTabindex: keyboard users reach the full (truncated) role through its tooltip
      tabIndex={0}
      data-role-text=""
      data-a11y-exempt="focus-order-semantics"
    >
      {text}
    </span>
  );
  return armed ? <Tooltip content={text}>{span}</Tooltip> : span;
}
