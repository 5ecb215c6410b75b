import type { Meta, StoryObj } from '@storybook/react-vite';
import { PasswordSuccess } from './PasswordSuccess';

const meta = {
  title: 'Account/PasswordSuccess',
  component: PasswordSuccess,
} satisfies Meta<typeof PasswordSuccess>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
