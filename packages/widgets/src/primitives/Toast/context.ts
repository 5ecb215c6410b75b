import type { ReactNode } from 'react';
import { createContext, useContext } from 'react';

type ToastVariant = 'default' | 'success' | 'destructive';

export type ToastOptions = {
  title: ReactNode;
  description?: ReactNode;
  variant?: ToastVariant;
  /** Milliseconds until it closes by itself (default 5000; `Infinity` keeps it). */
  duration?: number;
};

export type ToastItem = ToastOptions & { id: string };

export type ToastApi = {
  /** Shows a toast and returns its id. */
  toast: (options: ToastOptions) => string;
  dismiss: (id: string) => void;
  toasts: readonly ToastItem[];
};

export const ToastContext = createContext<ToastApi | null>(null);

/** Shows toasts in the provider's notification region (top centre, Alt+T focuses it). */
export const useToast = (): ToastApi => {
  const api = useContext(ToastContext);
  if (!api) throw new Error('useToast must be used inside <RolescopeProvider>');
  return api;
};
