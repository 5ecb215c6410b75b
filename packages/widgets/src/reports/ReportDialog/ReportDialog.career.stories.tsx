import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { sampleCareerReport } from '../../test/careerFixtures';
import { ReportDialog } from './ReportDialog';

const meta = {
  title: 'Reports/ReportDialog/Career',
  component: ReportDialog,
  args: { report: sampleCareerReport, open: true, onOpenChange: () => {} },
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CareerReport: Story = {
  play: async () => {
    const dialog = await within(document.body).findByRole('dialog', {
      name: 'Career Progression Report',
    });
    await expect(within(dialog).getByRole('table')).toBeInTheDocument();
  },
};
