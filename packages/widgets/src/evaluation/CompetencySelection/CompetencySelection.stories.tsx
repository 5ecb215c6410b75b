import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { sampleWizardData, signInDemo, storyApiBase } from '../../test/resultsFixtures';
import { CompetencySelection } from './CompetencySelection';

const CALCULATE = '*/api/v1/user/calculateCompetencyLevel';

const meta = {
  title: 'Evaluation/CompetencySelection',
  component: CompetencySelection,
  loaders: [async () => ({ session: await signInDemo(storyApiBase()) })],
  args: {
    open: true,
    onOpenChange: (open: boolean) => console.info('[rolescope] open', open),
    data: sampleWizardData,
    careerCategory: 'medium',
    technicalCompetence: 'advise',
    onGenerated: (profile) => console.info('[rolescope] generated', profile),
  },
} satisfies Meta<typeof CompetencySelection>;

export default meta;
type Story = StoryObj<typeof meta>;

const body = () => within(document.body);

/** Ticks the named competencies, or opens a multi-select, toggles the options and closes it. */
const pick = async (field: string, names: string[]) => {
  if (field === 'Functional Competencies') {
    await body().findByRole('searchbox', { name: 'Search competencies' });
    const list = body().getByRole('group', { name: 'Functional Competencies' });
    for (const name of names) await userEvent.click(within(list).getByRole('checkbox', { name }));
    return;
  }
  await userEvent.click(await body().findByRole('combobox', { name: field }));
  const listbox = await body().findByRole('listbox', { name: field });
  for (const name of names) {
    await userEvent.click(await within(listbox).findByRole('option', { name }));
  }
  await userEvent.keyboard('{Escape}');
};

const chooseAll = async () => {
  await pick('Functional Competencies', [
    'Programming',
    'Software Design',
    'Testing and Quality',
    'Cloud Architecture',
  ]);
  await pick('Domain Process', ['Digital Product']);
  await pick('Domain Function', ['Product Management']);
  await pick('Domain Competencies', [
    'Product Strategy',
    'User Research',
    'Stakeholder Management',
    'Team Leadership',
  ]);
};

/** Nothing chosen yet: Generate disabled. */
export const Empty: Story = {};

/** Three competencies: the 4 to 6 message, no domain section. */
export const TooFewCompetencies: Story = {
  play: async () => {
    await pick('Functional Competencies', [
      'Programming',
      'Software Design',
      'Testing and Quality',
    ]);
    await expect(
      body().getByText('You can select minimum 4 and max upto 6 competencies.'),
    ).toBeInTheDocument();
  },
};

/** Four competencies: the domain section with its minimum. */
export const DomainSection: Story = {
  play: async () => {
    await pick('Functional Competencies', [
      'Programming',
      'Software Design',
      'Testing and Quality',
      'Cloud Architecture',
    ]);
    await expect(body().getByRole('group', { name: 'Domain' })).toBeInTheDocument();
  },
};

/** Everything valid and Generate pressed: Processing... */
export const Processing: Story = {
  parameters: { msw: { handlers: [http.post(CALCULATE, () => delay('infinite'))] } },
  play: async () => {
    await chooseAll();
    await userEvent.click(body().getByRole('button', { name: 'Generate Competency Profile' }));
    await expect(await body().findByRole('button', { name: 'Processing...' })).toBeInTheDocument();
  },
};

/** The calculation failed: the Error toast. */
export const CalculationFailed: Story = {
  parameters: {
    msw: {
      handlers: [
        http.post(CALCULATE, () => HttpResponse.json({ message: 'Boom' }, { status: 500 })),
      ],
    },
  },
  play: async () => {
    await chooseAll();
    await userEvent.click(body().getByRole('button', { name: 'Generate Competency Profile' }));
    await expect(await body().findByText('Failed to calculate competency')).toBeInTheDocument();
  },
};
