/** Story-only: what the organisation dialogs of the admin area are shown with. */
import type { Organization } from '@rolescope/core/contract';

/** The organisation the dialogs' stories manage. */
const storyOrganization: Organization = {
  _id: 'org-1',
  name: 'Acme Widgets',
  industryCategory: 'Technology',
  status: 'active',
  createdAt: '2026-01-05T10:00:00.000Z',
};

/** The args of an organisation's dialog: open on the story organisation. */
export const organizationDialogArgs = { organization: storyOrganization, onClose: () => {} };
