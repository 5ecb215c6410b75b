export { VerifyOtp, type VerifyOtpProps } from './VerifyOtp';
