export { useSession } from './useSession';
