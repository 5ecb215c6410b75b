import type { Meta, StoryObj } from '@storybook/react-vite';
import { HttpResponse, http } from 'msw';
import { expect, userEvent, within } from 'storybook/test';
import type { CareerDraftState } from '../../model/career/careerDraft';
import { buildCareerReport } from '../../model/career/careerModel';
import { signInForStory } from '../../test/storySession';
import { CareerProgressionEvaluation } from './CareerProgressionEvaluation';

const REPORTS = '*/api/v1/user/fetchUserReportSummaries/*';
const draftSaved = { data: { draftId: 'story-career-draft' }, message: 'Draft saved' };

const meta = {
  title: 'Career/CareerProgressionEvaluation',
  component: CareerProgressionEvaluation,
  beforeEach: signInForStory,
  parameters: {
    msw: {
      // Drafts are saved as the user goes: answered here, so the stories never add drafts to
      // the shared in-memory API the other stories (Reports History) read.
      handlers: {
        drafts: [
          http.post('*/api/v1/survey/save-draft', () =>
            HttpResponse.json(draftSaved, { status: 201 }),
          ),
          http.put('*/api/v1/survey/update-draft', () => HttpResponse.json(draftSaved)),
        ],
      },
    },
  },
} satisfies Meta<typeof CareerProgressionEvaluation>;

export default meta;
type Story = StoryObj<typeof meta>;

const page = () => within(document.body);

const choose = async (label: string, option: string) => {
  await userEvent.click(await page().findByRole('combobox', { name: label }));
  await userEvent.click(await page().findByRole('option', { name: option }));
};

const fillGoal = async () => {
  await userEvent.type(page().getByRole('textbox', { name: /Target role/ }), 'Engineering Manager');
  await choose('Target career level', 'Level 24 (High)');
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
      handlers: {
        reports: [
          http.get(REPORTS, () =>
            HttpResponse.json({
              data: [],
              pagination: { totalReports: 0, totalPages: 0, currentPage: 1, limit: 100 },
            }),
          ),
        ],
      },
    },
  },
  play: async () => {
    await expect(await page().findByText('Quick job-size check')).toBeVisible();
    await expect(
      await page().findByRole('combobox', { name: /Job family\/process/ }),
    ).toBeVisible();
    await expect(page().getByRole('combobox', { name: /Your function/ })).toBeDisabled();
  },
};

/** Step 2: rate the competencies of the target (level 24, high: the only one above 22). */
export const SkillAssessment: Story = {
  play: async () => {
    const groups = await toSkills();
    await expect(groups).toHaveLength(6);
    // Target 24 is high: level 4, marked Target (not Recommended) on each competency.
    await expect(
      within(groups[0] as HTMLElement).getByRole('radio', { name: /Target/ }),
    ).toHaveAccessibleName('Level 4 Target');
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
    // Six competencies at level 1 of 4: 6 / 24 → 25 %.
    await expect(page().getByRole('region', { name: 'Readiness' })).toHaveTextContent('25% ready');
  },
};

/** Submit on the report asks Yes or No first. */
export const ConfirmSubmit: Story = {
  play: async () => {
    const groups = await toSkills();
    for (const group of groups) {
      await userEvent.click(within(group).getByRole('radio', { name: /^Level 3\b/ }));
    }
    await userEvent.click(page().getByRole('button', { name: 'View Report' }));
    await userEvent.click(await page().findByRole('button', { name: 'Submit' }));
    const dialog = await page().findByRole('alertdialog', { name: 'Submit Report' });
    await expect(within(dialog).getByRole('button', { name: 'Yes' })).toBeVisible();
    await userEvent.click(within(dialog).getByRole('button', { name: 'No' }));
  },
};

/** A saved draft (target level 24, some competencies rated) as Reports History hands it over. */
const savedDraft: CareerDraftState = {
  reportType: 'career',
  draftId: 'story-career-draft',
  report: buildCareerReport({
    goal: {
      targetRole: 'Engineering Manager',
      targetCareerLevel: 24,
      targetCategory: 'high',
      timeFrame: '1-year',
      motivation: 'Lead a team',
    },
    baseline: null,
    items: [],
    currentLevels: { programming: 3, 'software-design': 2, 'testing-and-quality': 2 },
    targetLevels: {},
  }),
};

/** A career draft resumed from Reports History: it opens on Skill Assessment, ratings kept. */
export const ResumedDraft: Story = {
  args: { initialDraft: savedDraft },
  play: async () => {
    await expect(await page().findByText('Step 2 of 2')).toBeVisible();
    const programming = await page().findByRole('radiogroup', {
      name: 'Your current level in Programming',
    });
    await expect(within(programming).getByRole('radio', { name: /^Level 3/ })).toBeChecked();
  },
};

/** A draft whose saved data cannot be read (an older shape): a fresh start, with a notice. */
export const UnreadableDraft: Story = {
  args: { initialDraft: { ...savedDraft, report: [{ step: 1, title: 'Programming' }] } },
  play: async () => {
    await expect(await page().findByRole('alert')).toHaveTextContent(
      /This draft could not be opened/,
    );
  },
};
