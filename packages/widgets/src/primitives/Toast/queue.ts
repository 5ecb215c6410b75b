import type { ReactNode } from 'react';
import type { ToastItem } from './context';

const sameText = (a: ReactNode, b: ReactNode): boolean =>
  a === b || ((a === undefined || a === null) && (b === undefined || b === null));

const isText = (node: ReactNode): boolean =>
  typeof node === 'string' || typeof node === 'number' || node === undefined || node === null;

/** True when both toasts say the same plain text in the same variant. */
export const isRepeat = (a: ToastItem, b: ToastItem): boolean =>
  (a.variant ?? 'default') === (b.variant ?? 'default') &&
  isText(a.title) &&
  isText(a.description) &&
  sameText(a.title, b.title) &&
  sameText(a.description, b.description);

/**
 * The toasts after `item` is added: a repeat of a shown toast replaces it (so saving three
 * times shows one "Data saved", with a fresh timer, instead of a growing stack), and at most
 * `limit` stay, the newest kept.
 */
export const enqueueToast = (
  toasts: readonly ToastItem[],
  item: ToastItem,
  limit: number,
): ToastItem[] => [...toasts.filter((t) => !isRepeat(t, item)), item].slice(-Math.max(1, limit));
