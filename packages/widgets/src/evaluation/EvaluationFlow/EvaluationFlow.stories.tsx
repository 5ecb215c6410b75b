import type { CompetencyLevelItem } from '@rolescope/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { toNavigationState } from '../../model/evaluation/wizardData';
import {
  fetchCompetencyItems,
  sampleWizardData,
  signInDemo,
  storyApiBase,
} from '../../test/resultsFixtures';
import { EvaluationFlow } from './EvaluationFlow';

const meta = {
  title: 'Evaluation/EvaluationFlow',
  component: EvaluationFlow,
  args: { onSubmitted: fn() },
  loaders: [
    async () => {
      const { token } = await signInDemo(storyApiBase());
      return { items: await fetchCompetencyItems(storyApiBase(), token) };
    },
  ],
} satisfies Meta<typeof EvaluationFlow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new evaluation: the wizard at step 1. */
export const Start: Story = {};

/** Resumed at the level picker; Complete, Submit Survey and Yes end on the thank-you panel. */
export const Submitted: Story = {
  render: (args, { loaded }) => {
    const items = loaded.items as CompetencyLevelItem[];
    return (
      <EvaluationFlow
        {...args}
        initialState={toNavigationState(sampleWizardData, {
          startLevelSelection: true,
          competencyData: items,
          selectedLevels: Object.fromEntries(items.map((item) => [String(item.step), 3])),
        })}
      />
    );
  },
  play: async ({ args }) => {
    const body = within(document.body);
    const picker = await body.findByRole('dialog', { name: 'Competency Assessment' });
    while (within(picker).queryByRole('button', { name: 'Continue' })) {
      await userEvent.click(within(picker).getByRole('button', { name: 'Continue' }));
    }
    await userEvent.click(within(picker).getByRole('button', { name: 'Complete' }));
    await userEvent.click(await body.findByRole('button', { name: 'Submit Survey' }));
    const confirm = await body.findByRole('alertdialog', { name: 'Submit Survey' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await expect(await body.findByRole('heading', { name: 'Report submitted' })).toBeVisible();
    await expect(args.onSubmitted).toHaveBeenCalledOnce();
  },
};
