export { ApiKeysDialog } from './ApiKeysDialog';
