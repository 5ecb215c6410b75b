export { SignUpForm, type SignUpFormProps } from './SignUpForm';
export { TermsDialog, type TermsDialogProps } from './TermsDialog';
