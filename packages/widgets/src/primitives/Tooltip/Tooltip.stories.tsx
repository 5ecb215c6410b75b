import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Tooltip } from './Tooltip';

const meta = {
  title: 'Primitives/Tooltip',
  component: Tooltip,
  args: {
    content: 'Senior Product Manager, Payments and Risk Platforms',
    children: <Button variant="secondary">Hover or focus me</Button>,
  },
} satisfies Meta<typeof Tooltip>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const ShortDelay: Story = { args: { delay: 300 } };
export const Open: Story = { args: { defaultOpen: true, placement: 'bottom' } };
