import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { ListState } from './ListState';

const meta = {
  title: 'Primitives/ListState',
  component: ListState,
  args: { role: 'status', spinner: true, children: 'Loading your reports…' },
} satisfies Meta<typeof ListState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {};
export const Failed: Story = {
  args: {
    role: 'alert',
    spinner: false,
    title: 'We could not load your reports',
    children: 'Check your connection and try again.',
    action: <Button>Retry</Button>,
  },
};
export const Empty: Story = {
  args: {
    role: undefined,
    spinner: false,
    title: 'No reports yet',
    children: 'Start an evaluation to see it here.',
    action: <Button>Start Evaluation</Button>,
  },
};
