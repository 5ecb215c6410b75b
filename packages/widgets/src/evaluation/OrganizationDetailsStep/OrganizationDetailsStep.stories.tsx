import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, within } from 'storybook/test';
import type { OrganizationDetailsValues } from '../../model/evaluation/types';
import { OrganizationDetailsStep } from './OrganizationDetailsStep';

/** Step 2 with its own state, starting from `initial`. */
function ControlledStep({
  initial,
  industryCategory,
}: {
  initial: OrganizationDetailsValues;
  industryCategory?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <OrganizationDetailsStep
      value={value}
      onChange={setValue}
      industryCategory={industryCategory}
    />
  );
}

const meta = {
  title: 'Evaluation/OrganizationDetailsStep',
  component: ControlledStep,
  args: { initial: {}, industryCategory: 'technology' },
} satisfies Meta<typeof ControlledStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Empty: Story = {};

export const Filled: Story = {
  args: {
    initial: {
      managementLevel: 'junior',
      customerScope: 'international',
      employees: '501-1000',
      revenue: '100-500',
    },
  },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Score multiplier')).toBeVisible();
  },
};

export const BasicIndustry: Story = {
  args: {
    industryCategory: 'retail',
    initial: { customerScope: 'regional', employees: '1-10', revenue: '<1' },
  },
};

export const PartlyFilled: Story = {
  args: { initial: { customerScope: 'global' } },
};
