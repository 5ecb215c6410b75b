import { createApiClient, createBrowserTokenStore, type Report } from '@rolescope/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { saveReviewAs, signInReviewStory } from '../../test/reviewOrganization';
import { ReportDialog } from './ReportDialog';

type Loaded = { report?: Report };

const meta = {
  title: 'Reports/ReportDialog/With manager review',
  component: ReportDialog,
  args: { report: null, open: true, onOpenChange: () => {} },
  // The employee of an organisation, signed in, whose manager submitted a review of the report.
  loaders: [
    async () => {
      const baseUrl = `${globalThis.location.origin}/api`;
      const { reportId, employeeSecret, managerSecret } = await signInReviewStory('employee');
      await saveReviewAs(baseUrl, managerSecret, reportId, [
        { competencyId: 'api-design', level: 3, comment: 'Pair on the next API design review.' },
        { competencyId: 'data-modelling', level: 4, comment: '' },
      ]);
      const client = createApiClient({ baseUrl, getToken: () => employeeSecret });
      return { report: (await client.fetchUserReport(reportId)).data };
    },
  ],
  beforeEach: () => () => createBrowserTokenStore().clear(),
  render: (args, { loaded }) => (
    <ReportDialog {...args} report={(loaded as Loaded).report ?? null} />
  ),
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

const play: Story['play'] = async ({ canvasElement }) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
  const section = await within(dialog).findByRole(
    'region',
    { name: "Manager's review" },
    { timeout: 10_000 },
  );
  await expect(within(section).getByRole('table')).toHaveTextContent('Level 3, Advanced');
};

export const Light: Story = { globals: { theme: 'light' }, play };

export const Dark: Story = { globals: { theme: 'dark' }, play };
