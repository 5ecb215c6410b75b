/** The API paths (under `/api`) the tests call more than once, as the contract spells them. */
export const INITIATE = '/v1/survey/initiate-registration';
export const VERIFY = '/v1/survey/verify-otp';
export const LOGIN = '/v1/survey/login';
export const FORGOT = '/v1/survey/forgot-password';
export const RESET = '/v1/survey/reset-password';
export const SAVE = '/v1/survey/save-draft';
export const UPDATE = '/v1/survey/update-draft';
export const SUBMIT = '/v1/survey/send-report-to-admin';
