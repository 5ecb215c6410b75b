import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { sampleCareerItems } from '../../../test/careerFixtures';
import { SkillAssessmentStep } from './SkillAssessmentStep';

function Example(props: { failed?: boolean; loading?: boolean; empty?: boolean }) {
  const [value, setValue] = useState<Record<string, number>>({ programming: 2 });
  return (
    <SkillAssessmentStep
      items={props.empty ? [] : sampleCareerItems}
      targetLevels={{ programming: 4, 'stakeholder-management': 4 }}
      value={value}
      onChange={setValue}
      loading={props.loading}
      failed={props.failed}
      onRetry={() => {}}
    />
  );
}

const meta = {
  title: 'Career/SkillAssessmentStep',
  component: Example,
} satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Rating: Story = {
  play: async ({ canvas }) => {
    const group = canvas.getByRole('radiogroup', {
      name: 'Your current level in Stakeholder Management',
    });
    await userEvent.click(within(group).getByRole('radio', { name: /^Level 2/ }));
    await expect(within(group).getByRole('radio', { name: /^Level 2/ })).toBeChecked();
  },
};
export const Loading: Story = {
  args: { loading: true },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toHaveTextContent(
      'Loading competencies...',
    );
    await expect(within(canvasElement).queryByRole('radiogroup')).toBeNull();
  },
};
export const Failed: Story = {
  args: { failed: true },
  play: async ({ canvasElement }) => {
    const alert = within(canvasElement).getByRole('alert');
    await expect(alert).toHaveTextContent('Could not load the competencies.');
    await expect(within(alert).getByRole('button', { name: 'Retry' })).toBeEnabled();
  },
};
export const NoCompetencies: Story = {
  args: { empty: true },
  play: async ({ canvasElement }) => {
    await expect(
      within(canvasElement).getByText('No competencies were found for this target.'),
    ).toBeInTheDocument();
  },
};
