import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { useStrings } from '../../strings/StringsContext';
import { usePortalRoot } from '../portal';
import * as styles from './Dialog.css';

export type DialogLoadingProps = {
  /** Escape, or (when dismissable) a press on the overlay: the opening is cancelled. */
  onCancel: () => void;
  dismissable: boolean;
};

/**
 * What an opening dialog shows while its code loads (its first opening only): the overlay with a
 * polite "Loading..." status, so the press that opened it never looks ignored. Escape (and a
 * press on the overlay, when the dialog is dismissable) cancels the opening, as it would close
 * the dialog.
 */
export function DialogLoading({ onCancel, dismissable }: DialogLoadingProps) {
  const s = useStrings().common;
  const portalRoot = usePortalRoot();
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') onCancel();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [onCancel]);
  const container = portalRoot ?? (typeof document === 'undefined' ? null : document.body);
  if (container === null) return null;
  return createPortal(
    // biome-ignore lint/a11y/noStaticElementInteractions: a pointer shortcut; Escape cancels for the keyboard
    <div className={styles.overlay} onMouseDown={dismissable ? onCancel : undefined}>
      <p role="status" className={styles.loading}>
        {s.loading}
      </p>
    </div>,
    container,
  );
}
