import type { Meta, StoryObj } from '@storybook/react-vite';
import { organizationDialogArgs } from '../adminStory';
import { ApiKeysDialog } from './ApiKeysDialog';

const meta = {
  title: 'Pages/AdminArea/ApiKeysDialog',
  component: ApiKeysDialog,
  args: organizationDialogArgs,
} satisfies Meta<typeof ApiKeysDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An organisation's keys (an admin session is needed for data). */
export const Default: Story = {};
