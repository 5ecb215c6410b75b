import { SignUpForm } from '../SignUpForm';
import { adoptViewStyles } from './viewStyles';

/** The sign-up view, its rules adopted first (the panel loads this module when it opens). */
export const signUpView = (): typeof SignUpForm => {
  adoptViewStyles();
  return SignUpForm;
};
