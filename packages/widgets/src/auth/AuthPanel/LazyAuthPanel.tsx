import { lazyPart } from '../../primitives/LazyView/lazyPart';
import { AuthPanelFrame, type AuthPanelProps, type AuthPanelViews } from './AuthPanelFrame';

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
 * The panel that `@rolescope/widgets/auth-panel` exports as `AuthPanel`: the main entry's
 * panel with its sign-up and forgot-password views loaded when it opens (a polite
 * "Loading..." status while they load). Two bindings, not one component, because the main
 * entry's must import its views (a lazily loaded view there puts the sign-up form's modules
 * in a shared chunk every widget's first load imports).
 */
export function LazyAuthPanel(props: AuthPanelProps) {
  return <AuthPanelFrame {...props} views={views} />;
}
