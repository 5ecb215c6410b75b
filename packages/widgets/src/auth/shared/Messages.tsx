import * as styles from './form.css';

/** Several messages of one field, one per line (undefined when there are none). */
export const messageLines = (messages: readonly string[] | undefined) =>
  messages && messages.length > 0
    ? messages.map((message) => (
        <span key={message} className={styles.line}>
          {message}
        </span>
      ))
    : undefined;
