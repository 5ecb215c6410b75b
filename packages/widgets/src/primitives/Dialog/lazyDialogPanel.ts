import { lazyPart } from '../LazyView/lazyPart';

/**
 * The open dialog (Floating UI's focus trap, dismissal and portal), loaded on the first opening
 * or on a `preloadDialog()`: a page that only shows closed dialogs leaves Floating UI out.
 */
export const LazyDialogPanel = lazyPart(() => import('./DialogPanel').then((m) => m.DialogPanel));

/**
 * Starts loading the dialog's open part, where a dialog is likely to open soon (the pointer or
 * focus on a button that opens one); a failed load is retried when the dialog opens.
 */
export const preloadDialog = (): void => {
  LazyDialogPanel.preload().catch(() => {});
};
