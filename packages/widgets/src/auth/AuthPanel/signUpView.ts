import { SignUpForm } from '../SignUpForm';
import { VerifyOtp } from '../VerifyOtp';
import { adoptViewStyles } from './viewStyles';

/** The sign-up view, its rules adopted first (the panel loads this module when it opens). */
export const signUpView = (): typeof SignUpForm => {
  adoptViewStyles();
  return SignUpForm;
};

/** The code step after Register Me: in the sign-up view's chunk (it always follows it). */
export const verifyOtpView = (): typeof VerifyOtp => {
  adoptViewStyles();
  return VerifyOtp;
};
