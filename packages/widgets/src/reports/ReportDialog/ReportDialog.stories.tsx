import type { Report } from '@rolescope/core';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import { Button } from '../../primitives/Button';
import { fullReport, referencedReport, sparseReport } from '../../test/reportFixtures';
import { ReportDialog } from './ReportDialog';

function Example({ report }: { report: Report }) {
  const [open, setOpen] = useState(true);
  return (
    <>
      <Button onClick={() => setOpen(true)}>View Report</Button>
      <ReportDialog report={report} open={open} onOpenChange={setOpen} />
    </>
  );
}

const meta = {
  title: 'Reports/ReportDialog',
  component: ReportDialog,
  args: { report: fullReport, open: true, onOpenChange: () => {} },
  render: (args) => <Example report={args.report ?? fullReport} />,
} satisfies Meta<typeof ReportDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const FullReport: Story = {
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    // The sections mount after the dialog's first paint.
    await expect(await within(dialog).findByText('Senior Backend Engineer')).toBeInTheDocument();
  },
};

export const MissingValues: Story = {
  args: { report: sparseReport },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    // The sections mount after the dialog's first paint.
    await within(dialog).findByRole('button', { name: 'Role Details' });
    await expect(within(dialog).getAllByText('N/A').length).toBeGreaterThan(3);
  },
};

/** A competency of an imported framework: its NOS code and the chosen level's NSQF level. */
export const WithFrameworkReferences: Story = {
  args: { report: referencedReport },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement).findByRole('dialog');
    await expect(within(dialog).getByRole('button', { name: 'Download CSV' })).toBeInTheDocument();
  },
};
