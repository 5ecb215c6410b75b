import type { Meta, StoryObj } from '@storybook/react-vite';
import { organizationDialogArgs } from '../adminStory';
import { DomainsDialog } from './DomainsDialog';

const meta = {
  title: 'Pages/AdminArea/DomainsDialog',
  component: DomainsDialog,
  args: organizationDialogArgs,
} satisfies Meta<typeof DomainsDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An organisation's claimed domains (an admin session is needed for data). */
export const Default: Story = {};
