export { WebhooksDialog } from './WebhooksDialog';
