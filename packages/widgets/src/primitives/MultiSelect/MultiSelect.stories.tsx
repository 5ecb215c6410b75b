import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { MultiSelect, type MultiSelectProps } from './MultiSelect';

const functions = [
  'Backend Development',
  'Frontend Development',
  'Quality Engineering',
  'Data Engineering',
  'Data Science',
  'Cloud Operations',
  'Service Management',
  'Credit Risk',
].map((label) => ({ value: label.toLowerCase().replace(/ /g, '-'), label }));

/** A controlled multi-select with its own state. */
function Controlled(props: Omit<MultiSelectProps, 'value' | 'onChange'> & { initial?: string[] }) {
  const { initial = [], ...rest } = props;
  const [value, setValue] = useState<string[]>(initial);
  return <MultiSelect {...rest} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Primitives/MultiSelect',
  component: Controlled,
  args: { label: 'Function', options: functions },
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};
export const Required: Story = {
  args: { required: true, info: 'Select 3 to 6 functions.' },
};
export const WithChips: Story = {
  args: { initial: ['backend-development', 'data-science', 'cloud-operations'] },
};
export const WithError: Story = {
  args: {
    required: true,
    initial: ['backend-development'],
    error: 'Select minimum 3 and maximum 6 options.',
  },
};
export const Disabled: Story = {
  args: { disabled: true, initial: ['backend-development'] },
};
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Function' }));
    await expect(within(document.body).getByText('Loading...')).toBeInTheDocument();
  },
};
export const NoAvailableOptions: Story = {
  args: { options: [] },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Function' }));
    await expect(within(document.body).getByText('No available options')).toBeInTheDocument();
  },
};
export const NoMatchingOptions: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('combobox', { name: 'Function' }));
    await userEvent.keyboard('zzz');
    await expect(within(document.body).getByText('No matching options')).toBeInTheDocument();
  },
};
export const OpenWithLoadMore: Story = {
  args: { loadMore: true, initial: ['data-science'] },
  play: async ({ canvasElement }) => {
    const combobox = within(canvasElement).getByRole('combobox', { name: 'Function' });
    await userEvent.click(combobox);
    await userEvent.keyboard('{ArrowDown}');
    await expect(within(document.body).getAllByRole('option')).toHaveLength(6);
    await expect(within(document.body).getByRole('button', { name: 'Load More' })).toBeVisible();
  },
};
