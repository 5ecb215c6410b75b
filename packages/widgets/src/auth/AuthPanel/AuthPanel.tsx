import { ForgotPassword } from '../ForgotPassword';
import { SignUpForm } from '../SignUpForm';
import { VerifyOtp } from '../VerifyOtp';
import { AuthPanelFrame, type AuthPanelProps, type AuthPanelViews } from './AuthPanelFrame';

export type { AuthPanelProps, AuthView } from './AuthPanelFrame';

const views: AuthPanelViews = { SignUpForm, ForgotPassword, VerifyOtp };

/**
 * The landing split screen: a 70% hero (the branding panel) and a side panel sliding in at
 * 30% width (full width on phones) with the sign-in, sign-up or forgot-password content.
 * Links switch between them; the close button or Escape dismisses the panel (the frame is
 * AuthSidePanel). `@rolescope/widgets/auth-panel` exports the same panel with its sign-up and
 * forgot-password views loaded when it opens.
 */
export function AuthPanel(props: AuthPanelProps) {
  return <AuthPanelFrame {...props} views={views} />;
}
