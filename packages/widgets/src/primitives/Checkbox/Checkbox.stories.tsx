import type { Meta, StoryObj } from '@storybook/react-vite';
import { Button } from '../Button';
import { Checkbox } from './Checkbox';

const meta = {
  title: 'Primitives/Checkbox',
  component: Checkbox,
  args: { label: 'I accept the' },
} satisfies Meta<typeof Checkbox>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Unchecked: Story = {};
export const Checked: Story = { args: { defaultChecked: true } };
export const WithLink: Story = {
  args: {
    after: (
      <Button variant="ghost" size="sm">
        Terms and Privacy Policy
      </Button>
    ),
  },
};
export const WithError: Story = { args: { error: 'You must accept the terms and conditions' } };
export const Disabled: Story = { args: { disabled: true } };
