import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { readCareerReport } from '../../model/career/readCareerReport';
import { sampleCareerReport } from '../../test/careerFixtures';
import { CareerReportView } from './CareerReportView';

const content = readCareerReport(sampleCareerReport);
if (!content) throw new Error('The sample career report is invalid');

const meta = {
  title: 'Career/CareerReportView',
  component: CareerReportView,
  args: content,
} satisfies Meta<typeof CareerReportView>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithGaps: Story = {
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('75% ready')).toBeInTheDocument();
    await expect(
      within(canvasElement).getByRole('img', { name: 'Current and target levels' }),
    ).toBeInTheDocument();
  },
};

export const AllMet: Story = {
  args: {
    gaps: content.gaps.map((g) => ({ ...g, current: g.target, gap: 0, recommendations: [] })),
    readiness: { readinessPercent: 100, competenciesMet: 2, competenciesTotal: 2, largestGaps: [] },
  },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No gaps: you already meet every target level.'),
    ).toBeInTheDocument();
  },
};
