export { SubmitConfirmation, type SubmitConfirmationProps } from './SubmitConfirmation';
export { useGlobalLoading } from './useGlobalLoading';
