export { RESEND_WAIT_SECONDS, VerifyOtp, type VerifyOtpProps } from './VerifyOtp';
