import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Button } from '../Button';
import { type ToastOptions, useToast } from './context';

function ToastDemo(props: ToastOptions) {
  const { toast } = useToast();
  return <Button onClick={() => toast(props)}>Show toast</Button>;
}

const meta = {
  title: 'Primitives/Toast',
  component: ToastDemo,
  args: { title: 'Login successful', description: 'Redirecting...', variant: 'success' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['default', 'success', 'destructive'] },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show toast' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('region', { name: 'Notifications (Alt+T)' }),
    ).toBeInTheDocument();
  },
} satisfies Meta<typeof ToastDemo>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Success: Story = {};
export const Default: Story = {
  args: {
    title: 'Password reset email sent',
    description: 'Check your email for password reset instructions',
    variant: 'default',
  },
};
export const Destructive: Story = {
  args: { title: 'Login failed', description: 'Invalid email or password', variant: 'destructive' },
};
export const Persistent: Story = {
  args: {
    title: 'Draft Deleted',
    description: 'Your draft has been deleted successfully.',
    duration: Number.POSITIVE_INFINITY,
  },
};
