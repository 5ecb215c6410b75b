import type { Meta, StoryObj } from '@storybook/react-vite';
import { TextField } from './TextField';

const meta = {
  title: 'Primitives/TextField',
  component: TextField,
  args: { label: 'Email Address', type: 'email', placeholder: 'you@example.com' },
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Idle: Story = {};
export const WithHint: Story = { args: { hint: 'We send your one-time code here.' } };
export const Required: Story = { args: { required: true } };
export const WithError: Story = {
  args: { defaultValue: 'ana@', error: 'Please enter a valid email address', required: true },
};
export const Success: Story = {
  args: { defaultValue: 'ana@example.com', successHint: 'Email is valid' },
};
export const Disabled: Story = { args: { disabled: true, defaultValue: 'ana@example.com' } };
