/** The embed session's own states (RolescopeProvider with `fetchClientSecret`). */
export const embed = {
  embed: {
    starting: 'Starting your session…',
    failed: 'Could not start your session.',
    retry: 'Retry',
    signedOut: 'You have signed out.',
    startAgain: 'Start again',
  },
};
