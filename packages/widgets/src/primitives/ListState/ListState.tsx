import type { ReactNode } from 'react';
import * as styles from './ListState.css';

export type ListStateProps = {
  /** `status` for loading and notices, `alert` for a failure; none for an empty list. */
  role?: 'status' | 'alert';
  /** A heading above the message (a failure's or an empty list's). */
  title?: string;
  /** A spinner before the message, while something loads. */
  spinner?: boolean;
  /** The message. */
  children: ReactNode;
  /** A button under the message (Retry, Start). */
  action?: ReactNode;
};

/**
 * What a list or a report shows instead of its content: loading (with a spinner), a failure
 * (with Retry) or an empty list (with what to do first), in a card of its own.
 */
export function ListState({ role, title, spinner = false, children, action }: ListStateProps) {
  return (
    <div role={role} className={styles.state}>
      {spinner ? <span className={styles.spinner} aria-hidden="true" /> : null}
      {title ? (
        <>
          <h2 className={styles.title}>{title}</h2>
          <p className={styles.text}>{children}</p>
        </>
      ) : (
        children
      )}
      {action}
    </div>
  );
}
