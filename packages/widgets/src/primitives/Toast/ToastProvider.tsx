import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import { type ToastApi, ToastContext, type ToastItem, type ToastOptions } from './context';
import { enqueueToast } from './queue';
import { Toast } from './Toast';
import * as styles from './Toast.css';

const TOAST_HOTKEY_LABEL = 'Alt+T';

export type ToastProviderProps = {
  children?: ReactNode;
  /** Most toasts shown at once. */
  limit?: number;
};

let counter = 0;

/**
 * Holds the toasts and renders their region at the top centre of the window, clear of the
 * primary actions at the bottom of screens and of a header's ends; Alt+T moves focus to it.
 */
export function ToastProvider({ children, limit = 5 }: ToastProviderProps) {
  const strings = useStrings();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const regionRef = useRef<HTMLElement>(null);

  const dismiss = useCallback((id: string) => {
    setToasts((all) => all.filter((t) => t.id !== id));
  }, []);
  const toast = useCallback(
    (options: ToastOptions) => {
      counter += 1;
      const id = `rs-toast-${counter}`;
      setToasts((all) => enqueueToast(all, { ...options, id }, limit));
      return id;
    },
    [limit],
  );

  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.altKey && !event.ctrlKey && !event.metaKey && event.code === 'KeyT') {
        event.preventDefault();
        regionRef.current?.focus();
      } else if (event.key === 'Escape') {
        // Escape on a focused toast closes it.
        const active = document.activeElement;
        const item = active instanceof Element ? active.closest('[data-toast-id]') : null;
        const id = item?.getAttribute('data-toast-id');
        if (id && regionRef.current?.contains(item)) dismiss(id);
      }
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [dismiss]);

  useEffect(() => {
    if (toasts.length === 0) {
      setHovered(false);
      setFocused(false);
    }
  }, [toasts.length]);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss, toasts }), [toast, dismiss, toasts]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      <section
        ref={regionRef}
        tabIndex={-1}
        aria-label={formatString(strings.toasts.regionLabel, { hotkey: TOAST_HOTKEY_LABEL })}
        className={styles.region}
        onMouseEnter={() => setHovered(true)}
        onMouseLeave={() => setHovered(false)}
        onFocus={() => setFocused(true)}
        onBlur={(e) => {
          if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
        }}
      >
        {/* Newest first: the region hangs from the top of the window. */}
        {[...toasts].reverse().map((item) => (
          <Toast key={item.id} item={item} paused={hovered || focused} onDismiss={dismiss} />
        ))}
      </section>
    </ToastContext.Provider>
  );
}
