export { SubmitConfirmation } from './SubmitConfirmation';
export { useGlobalLoading } from './useGlobalLoading';
