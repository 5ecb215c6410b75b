import type { Meta, StoryObj } from '@storybook/react-vite';
import { CreatedKeySecret } from './CreatedKeySecret';

const meta = {
  title: 'Pages/AdminArea/CreatedKeySecret',
  component: CreatedKeySecret,
  args: { secret: `rs_sk_${'x'.repeat(40)}`, onDone: () => {} },
} satisfies Meta<typeof CreatedKeySecret>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new key's secret, shown once, with its Copy button. */
export const Default: Story = {};
