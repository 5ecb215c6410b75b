import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import { signInForStory } from '../../evaluation/EvaluationWizard/storySession';
import { CareerProgressionEvaluation } from './CareerProgressionEvaluation';

const REPORTS = '*/api/v1/user/fetchUserReports/*';

const meta = {
  title: 'Career/CareerProgressionEvaluation',
  component: CareerProgressionEvaluation,
  beforeEach: signInForStory,
} satisfies Meta<typeof CareerProgressionEvaluation>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

const choose = async (label: string, option: string) => {
  await userEvent.click(page().getByRole('combobox', { name: label }));
  await userEvent.click(await page().findByRole('option', { name: option }));
};

const fillGoal = async () => {
  await userEvent.type(page().getByRole('textbox', { name: /Target role/ }), 'Engineering Manager');
  await choose('Target career level', 'Level 22 (Medium)');
  await choose('Time frame', '1 year');
  await userEvent.type(page().getByRole('textbox', { name: 'Motivation' }), 'Lead a team');
};

const toSkills = async () => {
  await page().findByText(/From your latest competency report/);
  await fillGoal();
  await userEvent.click(page().getByRole('button', { name: 'Next' }));
  return page().findAllByRole('radiogroup', { name: /^Your current level in / });
};

/** Step 1 with the current level from the demo user's latest report. */
export const CareerGoalSetting: Story = {
  play: async () => {
    await expect(await page().findByText(/From your latest competency report/)).toBeVisible();
    await expect(page().getByRole('button', { name: 'Next' })).toBeDisabled();
  },
};

/** Step 1 for a user without a completed report: the quick job-size check. */
export const QuickJobSizeCheck: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get(REPORTS, () =>
          HttpResponse.json({
            data: [],
            pagination: { totalReports: 0, totalPages: 0, currentPage: 1, limit: 50 },
          }),
        ),
      ],
    },
  },
  play: async () => {
    await expect(await page().findByText('Quick job-size check')).toBeVisible();
  },
};

/** Step 2: rate the competencies of the target (level 22, medium). */
export const SkillAssessment: Story = {
  play: async () => {
    const groups = await toSkills();
    await expect(groups.length).toBeGreaterThan(0);
  },
};

/** The career progression report after rating every competency at level 1. */
export const Report: Story = {
  play: async () => {
    const groups = await toSkills();
    for (const group of groups) {
      await userEvent.click(within(group).getByRole('radio', { name: /^Level 1\b/ }));
    }
    await userEvent.click(page().getByRole('button', { name: 'View Report' }));
    await expect(
      await page().findByRole('heading', { name: 'Career Progression Report' }),
    ).toBeVisible();
  },
};
