import { createPortal } from 'react-dom';
import { useStrings } from '../../strings/StringsContext';
import { usePortalRoot } from '../portal';
import * as styles from './Dialog.css';

/**
 * What an opening dialog shows while its code loads (its first opening only): the overlay with a
 * polite "Loading..." status, so the press that opened it never looks ignored.
 */
export function DialogLoading() {
  const s = useStrings().common;
  const portalRoot = usePortalRoot();
  const container = portalRoot ?? (typeof document === 'undefined' ? null : document.body);
  if (container === null) return null;
  return createPortal(
    <div className={styles.overlay}>
      <p role="status" className={styles.loading}>
        {s.loading}
      </p>
    </div>,
    container,
  );
}
