import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';

type ToastVariant = 'default' | 'success' | 'destructive';

export type ToastOptions = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /**
   * Milliseconds until it closes by itself (`Infinity` keeps it). Default by variant, as
   * docs/toasts.md says: 5000 for default and success; a destructive toast stays until it is
   * closed or the user navigates.
   */
  duration?: number;
};

export type ToastItem = ToastOptions & { id: string };

/** Which toasts `dismiss` closes: one by its id, or every toast of a variant. */
export type ToastDismissTarget = string | { variant: ToastVariant };

export type ToastApi = {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  dismiss: (target: ToastDismissTarget) => void;
  toasts: readonly ToastItem[];
};

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts in the provider's notification region (bottom right, bottom centre on a phone; Alt+T focuses it). */
export const useToast = (): ToastApi => {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <RolescopeProvider>');
  return api;
};
