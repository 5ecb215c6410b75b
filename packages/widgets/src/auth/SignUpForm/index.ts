export { SignUpForm, type SignUpFormProps } from './SignUpForm';
