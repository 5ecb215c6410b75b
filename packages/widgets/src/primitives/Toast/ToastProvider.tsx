import { type ReactNode, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import { useIsomorphicLayoutEffect } from '../useIsomorphicLayoutEffect';
import { WidgetRoot } from '../WidgetRoot';
import { applyClearance } from './clearance';
import {
  type ToastApi,
  ToastContext,
  type ToastDismissTarget,
  type ToastItem,
  type ToastOptions,
} from './context';
import { enqueueToast } from './queue';
import { Toast } from './Toast';
import * as styles from './Toast.css';

const TOAST_HOTKEY_LABEL = 'Alt+T';
/** At most this many toasts at once (docs/toasts.md): the oldest goes first. */
const TOAST_LIMIT = 3;

export type ToastProviderProps = {
  children?: ReactNode;
  /** Most toasts shown at once. */
  limit?: number;
  /**
   * The host's current location (e.g. the pathname). When it changes, error (destructive)
   * toasts are dismissed: they belong to the screen the user has left.
   */
  locationKey?: string;
};

let counter = 0;

/**
 * Holds the toasts and renders their region at the bottom right of the window (bottom centre
 * on a phone), lifted above any primary button it would cover; Alt+T moves focus to it.
 */
export function ToastProvider({ children, limit = TOAST_LIMIT, locationKey }: ToastProviderProps) {
  const strings = useStrings();
  const [toasts, setToasts] = useState<ToastItem[]>([]);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const regionRef = useRef<HTMLElement>(null);

  const dismiss = useCallback((target: ToastDismissTarget) => {
    setToasts((all) =>
      all.filter((t) =>
        typeof target === 'string' ? t.id !== target : (t.variant ?? 'default') !== target.variant,
      ),
    );
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

  // A new location: the errors of the screen the user left are stale.
  const shownLocation = useRef(locationKey);
  useEffect(() => {
    if (shownLocation.current === locationKey) return;
    shownLocation.current = locationKey;
    dismiss({ variant: 'destructive' });
  }, [locationKey, dismiss]);

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

  // While toasts show, keep them off primary buttons: measured now and again (once a frame at
  // most) when the page scrolls, resizes or changes.
  const shown = toasts.length > 0;
  useIsomorphicLayoutEffect(() => {
    const region = regionRef.current;
    if (!region) return;
    applyClearance(region);
    if (!shown) return;
    let frame = 0;
    const schedule = () => {
      if (frame) return;
      frame = requestAnimationFrame(() => {
        frame = 0;
        applyClearance(region);
      });
    };
    window.addEventListener('scroll', schedule, true);
    window.addEventListener('resize', schedule);
    const observer =
      typeof MutationObserver === 'undefined' ? null : new MutationObserver(schedule);
    // Screens and dialogs come and go by nodes and by these attributes (not by inline styles,
    // which floating-ui rewrites on every move, nor by the region's own lift).
    observer?.observe(document.body, {
      childList: true,
      subtree: true,
      attributes: true,
      attributeFilter: ['class', 'hidden', 'open', 'inert', 'aria-hidden', 'data-rs-primary'],
    });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('scroll', schedule, true);
      window.removeEventListener('resize', schedule);
      observer?.disconnect();
    };
  }, [shown, toasts]);

  const api = useMemo<ToastApi>(() => ({ toast, dismiss, toasts }), [toast, dismiss, toasts]);
  return (
    <ToastContext.Provider value={api}>
      {children}
      {/*
       * aria-live: a modal dialog (floating-ui) hides everything else from assistive technology
       * but live regions, and a save failing in the level picker must still be heard and seen.
       * "off" on the container: each toast announces itself (status or alert), once.
       */}
      <WidgetRoot>
        <section
          ref={regionRef}
          tabIndex={-1}
          aria-live="off"
          aria-label={formatString(strings.toasts.regionLabel, { hotkey: TOAST_HOTKEY_LABEL })}
          className={styles.region}
          onMouseEnter={() => setHovered(true)}
          onMouseLeave={() => setHovered(false)}
          onFocus={() => setFocused(true)}
          onBlur={(e) => {
            if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setFocused(false);
          }}
        >
          {/* Newest first, at the top of the stack: the older ones keep their place below. */}
          {[...toasts].reverse().map((item) => (
            <Toast key={item.id} item={item} paused={hovered || focused} onDismiss={dismiss} />
          ))}
        </section>
      </WidgetRoot>
    </ToastContext.Provider>
  );
}
