import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import { sampleCareerItems } from '../../../test/careerFixtures';
import { LevelRating } from './LevelRating';

const [programming] = sampleCareerItems;

function Example() {
  const [value, setValue] = useState<number | undefined>(2);
  return programming ? (
    <LevelRating item={programming} target={4} value={value} onChange={setValue} />
  ) : null;
}

const meta = { title: 'Career/LevelRating', component: Example } satisfies Meta<typeof Example>;

export default meta;
type Story = StoryObj<typeof meta>;

export const WithTarget: Story = {
  play: async ({ canvasElement }) => {
    const group = within(canvasElement).getByRole('radiogroup', {
      name: 'Your current level in Programming',
    });
    await expect(within(group).getByRole('radio', { name: 'Level 4 Target' })).toBeInTheDocument();
    await userEvent.click(within(group).getByRole('radio', { name: /^Level 3/ }));
    await expect(within(group).getByRole('radio', { name: /^Level 3/ })).toBeChecked();
  },
};
