import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { CompetencyPicker } from './CompetencyPicker';

const options = [
  { _id: 'programming', name: 'Programming', function: 'backend-development' },
  { _id: 'software-design', name: 'Software Design', function: 'backend-development' },
  { _id: 'testing', name: 'Testing and Quality', function: 'backend-development' },
  { _id: 'web', name: 'Web Development', function: 'frontend-development' },
  { _id: 'accessibility', name: 'Accessibility', function: 'frontend-development' },
  { _id: 'cloud', name: 'Cloud Architecture', function: 'cloud-operations' },
];
const names: Record<string, string> = {
  'backend-development': 'Backend Development',
  'frontend-development': 'Frontend Development',
  'cloud-operations': 'Cloud Operations',
};

function Controlled({ initial = [] }: { initial?: string[] }) {
  const [value, setValue] = useState<string[]>(initial);
  return (
    <CompetencyPicker
      id="story-picker"
      label="Competencies"
      required
      options={options}
      value={value}
      onChange={setValue}
      functionName={(id) => names[id] ?? id}
      hint="You can select minimum 4 and max upto 6 competencies."
    />
  );
}

const meta = {
  title: 'Evaluation/CompetencyPicker',
  component: Controlled,
} satisfies Meta<typeof Controlled>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Grouped by function, nothing chosen. */
export const Grouped: Story = {};

/** Two chosen: the Chosen group first. */
export const WithChosen: Story = { args: { initial: ['web', 'cloud'] } };

/** A search that matches nothing. */
export const NoMatch: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search competencies' }), 'zzz');
    await expect(canvas.getByRole('status')).toHaveTextContent('No competencies match');
  },
};
