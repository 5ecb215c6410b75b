import { ForgotPassword } from '../ForgotPassword';
import { adoptViewStyles } from './viewStyles';

/** The forgot-password view, its rules adopted first (loaded when the panel opens). */
export const forgotPasswordView = (): typeof ForgotPassword => {
  adoptViewStyles();
  return ForgotPassword;
};
