import type { Meta, StoryObj } from '@storybook/react-vite';
import { DomainsDialog } from './DomainsDialog';

const meta = {
  title: 'Pages/AdminArea/DomainsDialog',
  component: DomainsDialog,
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
} satisfies Meta<typeof DomainsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An organisation's claimed domains (an admin session is needed for data). */
export const Default: Story = {};
