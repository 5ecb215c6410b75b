/**
 * The texts of the API key screens. Kept beside the dialog until they move into the
 * widgets' strings (`strings/pages.ts`, `adminArea.apiKeys`); `{name}`, `{prefix}` and
 * `{date}` are filled with `formatString`.
 */
export const apiKeyStrings = {
  open: 'API keys',
  openLabel: 'API keys of {name}',
  title: 'API keys of {name}',
  description:
    'A key lets the portal of this organisation start evaluations for its employees. Keep it on the portal’s server.',
  nameLabel: 'Key name (optional)',
  nameHint: 'For example the portal or the environment that uses it.',
  create: 'Create key',
  creating: 'Creating...',
  created: 'API key created',
  createFailed: 'The API key could not be created',
  listTitle: 'Keys',
  columns: {
    name: 'Name',
    prefix: 'Key',
    created: 'Created',
    lastUsed: 'Last used',
    status: 'Status',
    actions: 'Actions',
  },
  unnamed: 'Unnamed',
  never: 'Never',
  active: 'Active',
  revokedOn: 'Revoked {date}',
  noKeys: 'No API keys yet.',
  revoke: 'Revoke',
  revokeLabel: 'Revoke key {prefix}',
  revokeTitle: 'Revoke API key',
  revokeConfirm:
    'Revoke the key {prefix}…? Portals that use it stop working at once. This cannot be undone.',
  revoked: 'API key revoked',
  revokeFailed: 'The API key could not be revoked',
  cancel: 'Cancel',
  close: 'Close',
  secretTitle: 'Your new secret key',
  secretWarning: 'Copy it now: it is shown only once and cannot be shown again.',
  secretLabel: 'Secret key',
  copy: 'Copy',
  copied: 'Copied',
  copiedStatus: 'The secret key was copied to the clipboard.',
  copyFailedStatus: 'Could not copy: select the key and copy it yourself.',
  done: 'I have copied it',
} as const;
