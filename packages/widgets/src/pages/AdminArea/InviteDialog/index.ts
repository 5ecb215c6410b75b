export { InviteDialog } from './InviteDialog';
