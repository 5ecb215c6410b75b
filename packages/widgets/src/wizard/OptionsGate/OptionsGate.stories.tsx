import type { Meta, StoryObj } from '@storybook/react-vite';
import { Select } from '../../primitives/Select';
import { OptionsGate } from './OptionsGate';

const meta = {
  title: 'Wizard/OptionsGate',
  component: OptionsGate,
  args: {
    label: 'Industry Category',
    required: true,
    pending: true,
    children: (
      <Select
        label="Industry Category"
        required
        options={[
          { value: 'technology', label: 'Technology' },
          { value: 'bfsi', label: 'BFSI' },
        ]}
      />
    ),
  },
} satisfies Meta<typeof OptionsGate>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The options are loading: a busy placeholder with "Loading options…". */
export const Pending: Story = {};

/** Loading failed: an inline error with Retry. */
export const Failed: Story = {
  args: { pending: false, failed: true, onRetry: () => console.info('[rolescope] retry') },
};

/** Loaded: the select itself. */
export const Loaded: Story = { args: { pending: false } };
