export { SIGN_IN_REDIRECT_MS, SignInForm, type SignInFormProps } from './SignInForm';
