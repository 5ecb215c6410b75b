import type { CompetencyLevelItem } from '@rolescope/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import {
  fetchCompetencyItems,
  sampleCompetencyIds,
  sampleWizardData,
  signInDemo,
  storyApiBase,
} from '../../test/resultsFixtures';
import { CompetencyResults } from './CompetencyResults';

const SUBMIT = '*/api/v1/survey/send-report-to-admin';

const meta = {
  title: 'Evaluation/CompetencyResults',
  component: CompetencyResults,
  loaders: [
    async () => {
      const { token } = await signInDemo(storyApiBase());
      return { items: await fetchCompetencyItems(storyApiBase(), token) };
    },
  ],
  args: {
    data: sampleWizardData,
    profile: {
      competency: sampleCompetencyIds,
      domainProcess: [],
      domainFunction: [],
      domainCompetency: [],
      competencyData: [],
      selectedLevels: { '1': 3, '2': 3, '3': 4 },
    },
  },
  render: (args, { loaded }) => (
    <CompetencyResults
      {...args}
      profile={{ ...args.profile, competencyData: loaded.items as CompetencyLevelItem[] }}
    />
  ),
} satisfies Meta<typeof CompetencyResults>;

export default meta;
type Story = StoryObj<typeof meta>;

const openConfirm = async () => {
  const body = within(document.body);
  await userEvent.click(await body.findByRole('button', { name: 'Submit Survey' }));
  return body.findByRole('alertdialog', { name: 'Submit Survey' });
};

/** Personal information and every competency panel expanded. */
export const Default: Story = {};

/** Submit Survey asks for confirmation. */
export const ConfirmSubmit: Story = {
  play: async () => {
    await expect(await openConfirm()).toBeInTheDocument();
  },
};

/** While the report is being sent: the busy overlay. */
export const Submitting: Story = {
  parameters: { msw: { handlers: [http.post(SUBMIT, () => delay('infinite'))] } },
  play: async () => {
    const dialog = await openConfirm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(await within(document.body).findByText('Submitting your report...')).toBeVisible();
  },
};

/** The submit failed: "Could not submit report" with the server's message. */
export const SubmitFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(SUBMIT, () =>
          HttpResponse.json({ message: 'The evaluation is incomplete' }, { status: 400 }),
        ),
      ],
    },
  },
  play: async () => {
    const dialog = await openConfirm();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Yes' }));
    await expect(await within(document.body).findByText('Could not submit report')).toBeVisible();
  },
};
