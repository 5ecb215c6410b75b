import type { Meta, StoryObj } from '@storybook/react-vite';
import { AdminArea } from './AdminArea';

const meta = {
  title: 'Pages/AdminArea',
  component: AdminArea,
  args: { onViewReport: () => {}, onSignedOut: () => {} },
} satisfies Meta<typeof AdminArea>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The organisations and the submitted reports (an admin session is needed for data). */
export const Default: Story = {};
