export {
  authLoadingAtom,
  currentEmailAtom,
  isAuthenticatedAtom,
  isLoadingAtom,
  userAtom,
} from './atoms';
export { useSession } from './useSession';
