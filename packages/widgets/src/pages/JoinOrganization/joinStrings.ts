/**
 * The texts of the invitation page. Kept beside it, as the administration dialogs' are,
 * until they move into the widgets' strings; `{organization}` is filled with `formatString`.
 */
export const joinStrings = {
  heroTitle: 'You are invited to join your organisation',
  heroTitleNamed: 'You are invited to join {organization}',
  heroText:
    'Sign in, or create your account, with the e-mail address the invitation was sent to: you join the organisation as soon as you are signed in.',
  confirmTitle: 'Join your organisation',
  confirmTitleNamed: 'Join {organization}',
  confirmText:
    'This invitation adds your account to an organisation on Rolescope. The organisation then sees the reports you submit.',
  join: 'Join organisation',
  joining: 'Joining...',
  joinedTitle: 'Welcome to {organization}',
  joinedText: 'You joined {organization}.',
  failedTitle: 'This invitation cannot be used',
  missingToken: 'This invitation link is not valid',
  fallbackError: 'The invitation could not be accepted. Try again later.',
  retry: 'Try again',
  goToDashboard: 'Go to the dashboard',
  loading: 'Loading...',
} as const;
