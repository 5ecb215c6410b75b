import { createBrowserTokenStore } from '@rolescope/core';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  REVIEW_PATH,
  reportWithCompetencies,
  saveReviewAs,
  signInReviewStory,
} from '../../test/reviewOrganization';
import { showsText } from '../../test/storyPlays';
import { ManagerReview } from './ManagerReview';

// The stories' API (the real one, in memory) serves the report and its review; only the
// Loading and Error stories answer the review row themselves.
type Loaded = { reportId?: string };

const meta = {
  title: 'Organization/ManagerReview',
  component: ManagerReview,
  args: { reportId: '' },
  // An organisation whose employee submitted a report, signed in as the employee's manager.
  loaders: [async () => ({ reportId: (await signInReviewStory()).reportId })],
  // The next story starts signed out, as the others expect.
  beforeEach: () => () => createBrowserTokenStore().clear(),
  render: (args, { loaded }) => (
    <ManagerReview {...args} reportId={(loaded as Loaded).reportId ?? args.reportId} />
  ),
} satisfies Meta<typeof ManagerReview>;

export default meta;
type Story = StoryObj<typeof meta>;

const firstGroup = { name: 'Your rating of API Design' };

export const OneReport: Story = {
  play: async ({ canvas }) => {
    const group = await canvas.findByRole('radiogroup', firstGroup, { timeout: 10_000 });
    await userEvent.click(within(group).getByRole('radio', { name: /^Level 3/ }));
    await expect(within(group).getByRole('radio', { name: /^Level 3/ })).toBeChecked();
  },
};

export const Loading: Story = {
  parameters: { msw: { handlers: [http.get(REVIEW_PATH, () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await expect(await canvas.findByText('Loading the report…')).toBeInTheDocument();
  },
};

/**
 * A long review: 8 competencies, 40 level cards (a report holds at most 50; the stories' axe
 * run in jsdom takes too long over more).
 */
export const ManyCompetencies: Story = {
  loaders: [
    async () => ({
      reportId: (await signInReviewStory('manager', reportWithCompetencies(8))).reportId,
    }),
  ],
  play: async ({ canvas }) => {
    await canvas.findByRole('radiogroup', { name: /Competency 8/ }, { timeout: 10_000 });
    await expect(canvas.getByText('0 of 8 competencies rated')).toBeInTheDocument();
  },
};

export const MissingRatings: Story = {
  play: async ({ canvas }) => {
    await canvas.findByRole('radiogroup', firstGroup, { timeout: 10_000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Submit review' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('Data Modelling');
  },
};

export const Submitted: Story = {
  loaders: [
    async () => {
      const { reportId, managerSecret } = await signInReviewStory();
      await saveReviewAs(`${globalThis.location.origin}/api`, managerSecret, reportId, [
        { competencyId: 'api-design', level: 4, comment: 'Leads the design reviews.' },
        { competencyId: 'data-modelling', level: 3, comment: '' },
      ]);
      return { reportId };
    },
  ],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(/^Submitted by Maria Silva on/, {}, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};

export const NotInReach: Story = {
  loaders: [async () => ({ reportId: '00000000-0000-4000-8000-000000000000' })],
  play: showsText(/This report was not found/),
};

export const ErrorState: Story = {
  name: 'Error',
  parameters: {
    msw: {
      handlers: [
        http.get(REVIEW_PATH, () => HttpResponse.json({ message: 'Bad request' }, { status: 400 })),
      ],
    },
  },
  play: async (context) => {
    await showsText('The report could not be loaded.')(context);
    await expect(context.canvas.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  },
};

/** An employee's session: a message, and no call to the organisation's endpoints. */
export const EmployeeSession: Story = {
  loaders: [async () => ({ reportId: (await signInReviewStory('employee')).reportId })],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByText(
        'Only managers can review the reports of their team.',
        {},
        { timeout: 10_000 },
      ),
    ).toBeInTheDocument();
  },
};

export const Dark: Story = {
  globals: { theme: 'dark' },
  play: async (context) => {
    await OneReport.play?.(context);
    await expect(context.canvasElement.querySelector('[data-rolescope]')).toHaveAttribute(
      'data-theme',
      'dark',
    );
  },
};

const narrow: Decorator = (Story) => (
  <div style={{ width: 375, maxWidth: '100%' }}>
    <Story />
  </div>
);

/** In a 375 px container (a phone, or a portal's side column). */
export const Narrow: Story = {
  decorators: [narrow],
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('radiogroup', firstGroup, { timeout: 10_000 }),
    ).toBeInTheDocument();
  },
};
