import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { ReportsHistory } from './ReportsHistory';
import { signInDemo } from './testSession';

const REPORTS = '*/api/v1/user/fetchUserReports/*';

const meta = {
  title: 'Reports/ReportsHistory',
  component: ReportsHistory,
  // Signed in as the seeded demo user (28 reports and drafts) on the in-memory API.
  loaders: [
    async () => {
      await signInDemo((path, init) => fetch(`${window.location.origin}${path}`, init));
      return {};
    },
  ],
} satisfies Meta<typeof ReportsHistory>;

export default meta;
type Story = StoryObj<typeof meta>;

export const List: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('table', {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.getByText('Page 1 of 3')).toBeInTheDocument();
  },
};

export const PageTwo: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('table', {}, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Next' }));
    await expect(await canvas.findByText('Page 2 of 3')).toBeInTheDocument();
    await expect(await canvas.findByRole('cell', { name: '11' })).toBeInTheDocument();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(REPORTS, () => delay('infinite'))] } },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Loading your reports...'),
    ).toBeInTheDocument();
  },
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        http.get(REPORTS, () => HttpResponse.json({ message: 'Not found' }, { status: 404 })),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('Error Loading Reports', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

export const Empty: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(REPORTS, () =>
          HttpResponse.json({
            data: [],
            pagination: { totalReports: 0, totalPages: 0, currentPage: 1, limit: 10 },
          }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    await expect(
      await within(canvasElement).findByText('No Reports Found', {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};
