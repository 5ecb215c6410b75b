import type { Meta, StoryObj } from '@storybook/react-vite';
import { InviteDialog } from './InviteDialog';

const meta = {
  title: 'Pages/AdminArea/InviteDialog',
  component: InviteDialog,
  args: {
    organization: {
      _id: 'org-1',
      name: 'Acme Widgets',
      industryCategory: 'Technology',
      status: 'active',
      createdAt: '2026-01-05T10:00:00.000Z',
    },
    onClose: () => {},
  },
} satisfies Meta<typeof InviteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invitation form (an admin session is needed to create one). */
export const Default: Story = {};
