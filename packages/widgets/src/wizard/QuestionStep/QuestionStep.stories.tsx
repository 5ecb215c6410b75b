import {
  effectivenessQuestions,
  impactQuestions,
  responsibilityQuestions,
} from '@rolescope/core/options';
import { effectivenessScore, impactScore, responsibilityScore } from '@rolescope/core/scoring';
import { workedExampleAnswers } from '@rolescope/core/testing';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, userEvent } from 'storybook/test';
import { QuestionStep } from './QuestionStep';

type Set = 'roleAndResponsibilities' | 'roleEffectiveness' | 'rolesImpact';
const sets = {
  roleAndResponsibilities: [responsibilityQuestions, responsibilityScore],
  roleEffectiveness: [effectivenessQuestions, effectivenessScore],
  rolesImpact: [impactQuestions, impactScore],
} as const;

/** A question step with its own state. */
function ControlledStep({ set, initial }: { set: Set; initial: Record<string, string> }) {
  const [value, setValue] = useState(initial);
  const [questions, score] = sets[set];
  return <QuestionStep questions={questions} score={score} value={value} onChange={setValue} />;
}

const meta = {
  title: 'Evaluation/QuestionStep',
  component: ControlledStep,
  args: { set: 'roleAndResponsibilities', initial: {} },
} satisfies Meta<typeof ControlledStep>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ResponsibilitiesEmpty: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getAllByRole('radio')[2] as HTMLElement);
    await expect(canvas.getByRole('button', { name: /2\. / })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  },
};

export const ResponsibilitiesComplete: Story = {
  args: { initial: workedExampleAnswers().roleAndResponsibilities },
};

export const EffectivenessPartly: Story = {
  args: {
    set: 'roleEffectiveness',
    initial: { functionContribution: 'shared', technicalCompetence: 'advise' },
  },
};

export const ImpactComplete: Story = {
  args: { set: 'rolesImpact', initial: workedExampleAnswers().rolesImpact },
};
