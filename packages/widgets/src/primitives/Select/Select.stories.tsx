import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Select } from './Select';

const levels = [
  { value: 'Junior', label: 'Junior' },
  { value: 'Middle', label: 'Middle' },
  { value: 'Senior', label: 'Senior' },
  { value: 'Top', label: 'Top' },
];

const management = [
  { value: 'top', label: 'Top management', disabled: true },
  { value: 'senior', label: 'Senior management', disabled: true },
  { value: 'middle', label: 'Middle management' },
  { value: 'junior', label: 'Junior management' },
];

const meta = {
  title: 'Primitives/Select',
  component: Select,
  args: { label: 'Level', options: levels },
} satisfies Meta<typeof Select>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Placeholder: Story = {};
export const Required: Story = { args: { required: true } };
export const WithValue: Story = { args: { defaultValue: 'Senior' } };
export const WithInfoTooltip: Story = {
  args: { required: true, info: 'Your seniority in the organisation.', infoDelay: 300 },
};
export const DisabledOptions: Story = {
  args: { label: 'Management level', options: management, defaultValue: 'middle' },
};
export const WithError: Story = { args: { required: true, error: 'Level is required' } };
export const Disabled: Story = { args: { disabled: true, defaultValue: 'Junior' } };
export const Open: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const combobox = canvas.getByRole('combobox', { name: 'Level' });
    combobox.focus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(combobox).toHaveAttribute('aria-expanded', 'true');
  },
};
