import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { signInDemo } from '../../test/demoSignIn';
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

/**
 * Signed in as the seeded demo user: the latest result's summary (career level and name,
 * category, score) and the open drafts with Continue.
 */
export const WithResultAndDrafts: Story = {
  loaders: [
    async () => {
      await signInDemo((path, init) => fetch(`${window.location.origin}${path}`, init));
      return {};
    },
  ],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const result = await canvas.findByRole('region', { name: 'Your latest result' });
    await expect(
      await within(result).findByText(/^Level \d+, /, {}, { timeout: 10_000 }),
    ).toBeVisible();
    const drafts = await canvas.findByRole('region', { name: 'Open drafts' });
    await expect(
      within(drafts).getAllByRole('button', { name: 'Continue' }).length,
    ).toBeGreaterThan(0);
  },
};
