import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { OtpInput } from './OtpInput';

const meta = { title: 'Primitives/OtpInput', component: OtpInput } satisfies Meta<typeof OtpInput>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const PartlyFilled: Story = { args: { defaultValue: '123' } };
export const Invalid: Story = { args: { defaultValue: '123456', invalid: true } };
export const Disabled: Story = { args: { defaultValue: '123456', disabled: true } };
export const Pasted: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('textbox', { name: 'Digit 1 of 6' }));
    await userEvent.paste('654321');
    await expect(canvas.getByRole('textbox', { name: 'Digit 6 of 6' })).toHaveValue('1');
  },
};
