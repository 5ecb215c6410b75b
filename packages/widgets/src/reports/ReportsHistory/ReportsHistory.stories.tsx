import type { Report } from '@rolescope/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { sampleCareerReport } from '../../test/careerFixtures';
import { signInDemo } from '../../test/demoSignIn';
import { summaryOf } from '../../test/reportsApi';
import { showsText } from '../../test/storyPlays';
import { ReportsHistory } from './ReportsHistory';

const REPORTS = '*/api/v1/user/fetchUserReportSummaries/*';
const ONE_REPORT = '*/api/v1/user/fetchUserReport/:id';

const qaLead = {
  ...sampleCareerReport,
  _id: '5f1c2d3e-0000-4000-8000-0000000000c1',
  reportType: 'competency',
  createdAt: '2025-03-01T10:30:00.000Z',
  report: [],
  userFilledDetails: { details: { role: 'QA Lead' } },
} satisfies Report;
const listed: Report[] = [sampleCareerReport, qaLead];

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
  play: async ({ canvas }) => {
    await expect(await canvas.findByRole('table', {}, { timeout: 10_000 })).toBeInTheDocument();
    await expect(canvas.getByText('Page 1 of 3')).toBeInTheDocument();
  },
};

export const PageTwo: Story = {
  play: async ({ canvas }) => {
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
  play: showsText('Error Loading Reports'),
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

/** A career progression report beside a competency report: its target role and its label. */
export const WithCareerReport: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(REPORTS, () =>
          HttpResponse.json({
            data: listed.map(summaryOf),
            pagination: { totalReports: 2, totalPages: 1, currentPage: 1, limit: 10 },
          }),
        ),
        http.get(ONE_REPORT, ({ params }) =>
          HttpResponse.json({ data: listed.find((r) => r._id === params.id) }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('table', {}, { timeout: 10_000 });
    const [career, competency] = within(table).getAllByRole('row').slice(1);
    if (!career || !competency) throw new Error('two rows expected');
    await expect(within(career).getByText('Career Progression')).toBeInTheDocument();
    await expect(career).toHaveTextContent('Engineering Manager');
    await expect(within(competency).queryByText('Career Progression')).toBeNull();
    await userEvent.click(within(career).getByRole('button', { name: 'View Report' }));
    const body = within(canvasElement.ownerDocument.body);
    await expect(
      await body.findByRole('dialog', { name: 'Career Progression Report' }),
    ).toBeInTheDocument();
  },
};
