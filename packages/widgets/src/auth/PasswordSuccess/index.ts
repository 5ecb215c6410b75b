export { PasswordSuccess, type PasswordSuccessProps } from './PasswordSuccess';
