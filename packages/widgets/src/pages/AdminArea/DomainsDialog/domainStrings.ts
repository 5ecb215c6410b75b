/**
 * The texts of the claimed domains' dialog. Kept beside it, as the API keys' are, until they
 * move into the widgets' strings; `{name}` and `{domain}` are filled with `formatString`.
 */
export const domainStrings = {
  open: 'Domains',
  openLabel: 'E-mail domains of {name}',
  title: 'E-mail domains of {name}',
  description:
    'Whoever signs up with a verified e-mail address of one of these domains joins the organisation. Claim only domains the organisation owns.',
  fieldLabel: 'Domains',
  fieldHint:
    'Separate them with commas or spaces, for example acme.com, eu.acme.com. Leave empty to release them all.',
  invalid: '{domain}: {message}',
  save: 'Save domains',
  saving: 'Saving...',
  saved: 'Domains saved',
  saveFailed: 'The domains could not be saved',
  claimedTitle: 'Claimed now',
  none: 'No domains claimed.',
  close: 'Close',
} as const;
