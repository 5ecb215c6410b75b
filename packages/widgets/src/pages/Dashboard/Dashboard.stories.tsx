import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Dashboard } from './Dashboard';

const meta = {
  title: 'Pages/Dashboard',
  component: Dashboard,
  args: { onStart: () => {}, onViewReport: () => {} },
} satisfies Meta<typeof Dashboard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** The Select Report Type dialog. */
export const SelectReportType: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Choose a report type' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('dialog', { name: 'Select Report Type' }),
    ).toBeInTheDocument();
  },
};
