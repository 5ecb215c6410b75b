export { ConfirmDialog } from './ConfirmDialog';
export { Dialog } from './Dialog';
