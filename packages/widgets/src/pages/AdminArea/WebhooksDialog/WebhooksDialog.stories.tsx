import type { Meta, StoryObj } from '@storybook/react-vite';
import { WebhooksDialog } from './WebhooksDialog';

const meta = {
  title: 'Pages/AdminArea/WebhooksDialog',
  component: WebhooksDialog,
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
} satisfies Meta<typeof WebhooksDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An organisation's webhook endpoints (an admin session is needed for data). */
export const Default: Story = {};
