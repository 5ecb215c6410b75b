export { useToast } from './context';

export { ToastProvider } from './ToastProvider';
