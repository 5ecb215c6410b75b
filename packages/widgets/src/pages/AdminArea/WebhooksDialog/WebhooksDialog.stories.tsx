import type { Meta, StoryObj } from '@storybook/react-vite';
import { organizationDialogArgs } from '../adminStory';
import { WebhooksDialog } from './WebhooksDialog';

const meta = {
  title: 'Pages/AdminArea/WebhooksDialog',
  component: WebhooksDialog,
  args: organizationDialogArgs,
} satisfies Meta<typeof WebhooksDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An organisation's webhook endpoints (an admin session is needed for data). */
export const Default: Story = {};
