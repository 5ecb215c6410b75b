// What the other feature folders use of the account screens.
export { AuthPanel } from './AuthPanel';
