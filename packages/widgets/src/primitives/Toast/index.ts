export type { ToastApi, ToastItem, ToastOptions, ToastVariant } from './context';
export { useToast } from './context';
export { DEFAULT_TOAST_DURATION_MS, Toast, type ToastProps } from './Toast';
export { TOAST_HOTKEY_LABEL, ToastProvider, type ToastProviderProps } from './ToastProvider';
