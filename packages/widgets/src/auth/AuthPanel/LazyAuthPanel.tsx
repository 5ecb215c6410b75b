import { lazyWithPreload } from '../../primitives/LazyView/lazyWithPreload';
import { AuthPanelFrame, type AuthPanelProps, type AuthPanelViews } from './AuthPanelFrame';

// Loaded when the panel opens, not with the page: a host showing the sign-in pays for the
// sign-in only (the sign-up form brings its selects, terms dialog and option lists). In the
// built package each view's module also adopts the views' rules, which `auth-panel.css` leaves
// out (`viewStyles.ts`).
const SignUpForm = lazyWithPreload(() => import('./signUpView').then((m) => m.signUpView()));
const ForgotPassword = lazyWithPreload(() =>
  import('./forgotPasswordView').then((m) => m.forgotPasswordView()),
);

const views: AuthPanelViews = {
  SignUpForm,
  ForgotPassword,
  // Best-effort: a failed load shows (and is retried) when the view renders.
  preload: () => {
    SignUpForm.preload().catch(() => {});
    ForgotPassword.preload().catch(() => {});
  },
};

/**
 * `AuthPanel` of `@rolescope/widgets/auth-panel`: the same panel, its sign-up and
 * forgot-password views loaded when it opens (a polite "Loading..." status while they load).
 */
export function AuthPanel(props: AuthPanelProps) {
  return <AuthPanelFrame {...props} views={views} />;
}
