export { ConfirmDialog } from './ConfirmDialog';
export { Dialog } from './Dialog';
export { preloadDialog } from './lazyDialogPanel';
