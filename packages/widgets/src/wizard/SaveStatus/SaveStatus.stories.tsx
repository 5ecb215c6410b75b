import type { Meta, StoryObj } from '@storybook/react-vite';
import { SaveStatus } from './SaveStatus';

const meta = {
  title: 'Wizard/SaveStatus',
  component: SaveStatus,
  args: { status: 'saved', lastSavedAt: Date.UTC(2026, 10, 25, 14, 32), pending: false },
  argTypes: {
    status: { control: 'inline-radio', options: ['idle', 'saving', 'saved', 'error'] },
  },
} satisfies Meta<typeof SaveStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Saved: Story = {};
export const Saving: Story = { args: { status: 'saving' } };
export const WillRetry: Story = { args: { status: 'error', pending: true } };
