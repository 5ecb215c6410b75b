// The panel's sign-up and forgot-password views, one chunk loaded when the panel opens (the
// auth-panel entry), with what adopts their rules (`viewStyles.ts`).
export { ForgotPassword } from '../ForgotPassword';
export { SignUpForm } from '../SignUpForm';
export { adoptViewStyles } from './viewStyles';
