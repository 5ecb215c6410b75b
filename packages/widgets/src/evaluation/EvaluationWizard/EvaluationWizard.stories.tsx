import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { toNavigationState } from '../../model/evaluation/wizardData';
import { EvaluationWizard } from './EvaluationWizard';
import { competencyItems, partlyDone, workedExample } from './fixtures';
import { signInForStory } from './storySession';

const SAVE_DRAFT = '*/api/v1/survey/save-draft';

const meta = {
  title: 'Evaluation/EvaluationWizard',
  component: EvaluationWizard,
  beforeEach: signInForStory,
} satisfies Meta<typeof EvaluationWizard>;

export default meta;
type Story = StoryObj<typeof meta>;

const upTo = (step: number) =>
  toNavigationState({
    details: workedExample.details,
    organizationDetails: step > 2 ? workedExample.organizationDetails : {},
    roleAndResponsibilities: step > 3 ? workedExample.roleAndResponsibilities : {},
    roleEffectiveness: step > 4 ? workedExample.roleEffectiveness : {},
    rolesImpact: {},
  });

/** Step 1, nothing filled in. */
export const Empty: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Step 1 of 5')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Save & Next' })).toBeDisabled();
  },
};

export const Step2OrganizationDetails: Story = {
  args: { initialState: { ...upTo(2), startStep: 2 } },
};

/** Step 3 with two of five questions answered. */
export const PartlyDone: Story = {
  args: { initialState: { ...toNavigationState(partlyDone), startStep: 3 } },
};

export const Step4Effectiveness: Story = {
  args: { initialState: { ...upTo(4), startStep: 4 } },
};

export const Step5Impact: Story = {
  args: { initialState: { ...upTo(5), startStep: 5 } },
};

/** Every step complete: the final score, career level, category and the download. */
export const Complete: Story = {
  args: { initialState: { ...toNavigationState(workedExample), startStep: 5 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('260.59')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: 'Download score details' })).toBeEnabled();
    await expect(canvas.getByRole('button', { name: 'Finalize Competency Profile' })).toBeEnabled();
  },
};

/** Save & Next while the server has not answered yet. */
export const Saving: Story = {
  args: { initialState: { ...toNavigationState(workedExample), startStep: 3 } },
  parameters: { msw: { handlers: [http.post(SAVE_DRAFT, () => delay('infinite'))] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Save & Next' }));
    await expect(await canvas.findByText('Saving...')).toBeInTheDocument();
  },
};

/** The save fails: the accurate toast title, the server message, and the data kept locally. */
export const SaveFailed: Story = {
  args: { initialState: { ...toNavigationState(workedExample), startStep: 3 } },
  parameters: {
    msw: {
      handlers: [
        http.post(SAVE_DRAFT, () =>
          HttpResponse.json({ success: false, message: 'Database unavailable' }, { status: 500 }),
        ),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(canvas.getByRole('button', { name: 'Save & Next' }));
    await expect(await body.findByText('Could not save draft')).toBeInTheDocument();
    await expect(body.getByText('Database unavailable')).toBeInTheDocument();
    await expect(await canvas.findByText('Not saved — will retry')).toBeInTheDocument();
  },
};

/** startLevelSelection: the level picker over the wizard, step 2 current, every step complete. */
export const LevelSelection: Story = {
  args: {
    initialState: {
      ...toNavigationState(workedExample),
      startLevelSelection: true,
      competencyData: competencyItems,
      selectedLevels: {},
    },
  },
};
