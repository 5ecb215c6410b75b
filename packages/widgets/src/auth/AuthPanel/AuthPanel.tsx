import { lazyPart } from '../../primitives/LazyView/lazyPart';
import { AuthPanelFrame, type AuthPanelProps, type AuthPanelViews } from './AuthPanelFrame';

export type { AuthPanelProps, AuthView } from './AuthPanelFrame';

// Loaded when the panel opens, not with the page: a host showing the sign-in pays for the
// sign-in only (the sign-up form brings its selects, terms dialog and option lists). In the
// built package each view's module also adopts the views' rules, which `auth-panel.css` leaves
// out (`viewStyles.ts`).
const SignUpForm = lazyPart(() => import('./signUpView').then((m) => m.signUpView()));
const VerifyOtp = lazyPart(() => import('./signUpView').then((m) => m.verifyOtpView()));
const ForgotPassword = lazyPart(() =>
  import('./forgotPasswordView').then((m) => m.forgotPasswordView()),
);

const views: AuthPanelViews = {
  SignUpForm,
  ForgotPassword,
  VerifyOtp,
  // Best-effort: a failed load shows (and is retried) when the view renders.
  preload: () => {
    SignUpForm.preload().catch(() => {});
    ForgotPassword.preload().catch(() => {});
    VerifyOtp.preload().catch(() => {});
  },
};

/**
 * The landing split screen: a 70% hero (the branding panel) and a side panel sliding in at
 * 30% width (full width on phones) with the sign-in, sign-up or forgot-password content.
 * Links switch between them; the close button or Escape dismisses the panel (the frame is
 * AuthSidePanel). The sign-up and forgot-password views load when the panel opens (a polite
 * "Loading..." status while they load), through the main entry and `/auth-panel` alike.
 */
export function AuthPanel(props: AuthPanelProps) {
  return <AuthPanelFrame {...props} views={views} />;
}
