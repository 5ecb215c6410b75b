import type { Meta, StoryObj } from '@storybook/react-vite';
import { organizationDialogArgs } from '../adminStory';
import { InviteDialog } from './InviteDialog';

const meta = {
  title: 'Pages/AdminArea/InviteDialog',
  component: InviteDialog,
  args: organizationDialogArgs,
} satisfies Meta<typeof InviteDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The invitation form (an admin session is needed to create one). */
export const Default: Story = {};
