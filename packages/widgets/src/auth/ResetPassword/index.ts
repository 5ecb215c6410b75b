export { ResetPassword, type ResetPasswordProps } from './ResetPassword';
