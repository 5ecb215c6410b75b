import type { Meta, StoryObj } from '@storybook/react-vite';
import { delay, HttpResponse, http } from 'msw';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import type { RoleDetailsValues } from '../../model/evaluation/types';
import { signInForStory } from '../../test/storySession';
import { RoleDetailsStep } from './RoleDetailsStep';

/** Step 1 with its own state, starting from `initial`. */
function ControlledStep({ initial }: { initial: RoleDetailsValues }) {
  const [value, setValue] = useState(initial);
  return <RoleDetailsStep value={value} onChange={setValue} />;
}

const filled: RoleDetailsValues = {
  role: 'Platform Engineer',
  industryCategory: 'technology',
  currentIndustry: 'saas',
  currentCompany: 'Acme Corp',
  process: ['software-engineering', 'data-and-analytics'],
  currentFunction: ['backend-development', 'frontend-development', 'data-science'],
  openPositions: 4,
  experience: 'lt-3-years',
  tier1: ['iim-ahmedabad', 'iit-bombay'],
  tier2: ['iim-indore'],
  tier3: ['nit-warangal'],
  'tier1-ctc': 3000000,
  'tier1-ESOP': 200000,
  'tier1-benifits': 50000,
  'tier1-variable': 300000,
  'tier1-recruitedinterns': 60,
  'tier2-ctc': 2000000,
  'tier2-recruitedinterns': 40,
  'tier3-ctc': 1200000,
  'tier3-recruitedinterns': 25,
  description: 'Own the developer platform and mentor campus hires.',
};

const meta = {
  title: 'Evaluation/RoleDetailsStep',
  component: ControlledStep,
  args: { initial: {} },
  beforeEach: signInForStory,
} satisfies Meta<typeof ControlledStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: { initial: filled },
  play: async ({ canvas }) => {
    await expect(
      await canvas.findByRole('button', { name: 'Remove Backend Development' }),
    ).toBeVisible();
  },
};

export const Errors: Story = {
  args: {
    initial: {
      ...filled,
      process: [...(filled.process ?? []), 'it-operations', 'retail-banking'],
      currentFunction: ['backend-development'],
      openPositions: -1,
      'tier1-ctc': 1000000,
      'tier2-ctc': 2000000,
      'tier3-ctc': 3000000,
    },
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Tier 2 CTC must be less than Tier 1 CTC')).toBeVisible();
    await expect(
      await canvas.findByText('Select minimum 3 and maximum 6 options.', {}, { timeout: 10_000 }),
    ).toBeVisible();
  },
};

export const Loading: Story = {
  parameters: {
    msw: {
      handlers: [
        http.get('*/api/v1/admin/getIndustryCategories', async () => {
          await delay('infinite');
          return HttpResponse.json({ data: [] });
        }),
      ],
    },
  },
  play: async ({ canvasElement }) => {
    // A busy group with a visible status stands in for the select: never an empty select.
    const field = within(canvasElement).getByRole('group', { name: 'Industry Category' });
    await expect(field).toHaveAttribute('aria-busy', 'true');
    await expect(field).toHaveTextContent('Loading options…');
  },
};

export const ChoosingInstitutes: Story = {
  args: { initial: { tier1: ['iim-ahmedabad'] } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('combobox', { name: 'Tier 2 Institutes' }));
    await expect(within(document.body).getAllByRole('option')).toHaveLength(6);
  },
};
