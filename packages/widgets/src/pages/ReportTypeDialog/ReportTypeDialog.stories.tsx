import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ReportTypeDialog } from './ReportTypeDialog';

const meta = {
  title: 'Pages/ReportTypeDialog',
  component: ReportTypeDialog,
  args: { open: true, onOpenChange: fn(), onStart: fn() },
} satisfies Meta<typeof ReportTypeDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ChooseCareer: Story = {
  play: async ({ args, canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Select Report Type' });
    await expect(within(dialog).getByRole('radio', { name: 'Competency Report' })).toBeChecked();
    await userEvent.click(within(dialog).getByRole('radio', { name: 'Career Progression Report' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Start Now' }));
    await expect(args.onStart).toHaveBeenCalledWith('career');
  },
};
