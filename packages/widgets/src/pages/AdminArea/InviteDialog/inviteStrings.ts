/**
 * The texts of the invitation and domain screens. Kept beside the dialogs, as the API keys'
 * are, until they move into the widgets' strings; `{name}`, `{email}` and `{days}` are filled with
 * `formatString`.
 */
export const inviteStrings = {
  open: 'Invite',
  openLabel: 'Invite a person into {name}',
  title: 'Invite a person into {name}',
  description:
    'The link lets the holder of an account with this e-mail join the organisation. It works once and expires in {days} days.',
  emailLabel: 'E-mail',
  create: 'Create link',
  creating: 'Creating...',
  created: 'Invitation created',
  createFailed: 'The invitation could not be created',
  close: 'Close',
  linkTitle: 'Invitation link for {email}',
  linkWarning: 'Copy it now and send it to the person: it is shown only once.',
  linkLabel: 'Invitation link',
  copiedStatus: 'The invitation link was copied to the clipboard.',
} as const;
