import { lazyWithPreload } from '../../primitives/LazyView';
import { AuthPanelFrame, type AuthPanelProps, type AuthPanelViews } from './AuthPanelFrame';

// Loaded when the panel opens, not with the page: a host showing the sign-in pays for the
// sign-in only (the sign-up form brings its selects, terms dialog and option lists).
const SignUpForm = lazyWithPreload(() => import('../SignUpForm').then((m) => m.SignUpForm));
const ForgotPassword = lazyWithPreload(() =>
  import('../ForgotPassword').then((m) => m.ForgotPassword),
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
