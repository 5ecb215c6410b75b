export { ProfileDialog } from './ProfileDialog';
