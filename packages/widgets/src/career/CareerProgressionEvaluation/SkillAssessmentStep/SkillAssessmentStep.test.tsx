import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test';
import { sampleCareerItems } from '../../../test/careerFixtures';
import { SkillAssessmentStep, type SkillAssessmentStepProps } from './SkillAssessmentStep';

function Harness(props: Partial<SkillAssessmentStepProps>) {
  const [value, setValue] = useState<Record<string, number>>({});
  return (
    <SkillAssessmentStep
      items={sampleCareerItems}
      targetLevels={{ programming: 3, 'stakeholder-management': 4 }}
      value={value}
      onChange={setValue}
      {...props}
    />
  );
}

describe('<SkillAssessmentStep />', () => {
  it('lists each competency as a radio group of five levels with the target marked Target', () => {
    renderWithProviders(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Your current level in Programming' });
    expect(within(group).getAllByRole('radio')).toHaveLength(5);
    expect(within(group).getByRole('radio', { name: 'Level 3 Target' })).toBeInTheDocument();
    expect(screen.getByText(/The level your target needs is marked Target\./)).toBeInTheDocument();
    expect(within(group).getByText('Programming at level 2')).toBeInTheDocument();
    expect(within(group).getByText('Programming ability 2a')).toBeInTheDocument();
  });

  it('selects by click and moves the selection with the arrow keys', async () => {
    const { user } = renderWithProviders(<Harness />);
    const group = screen.getByRole('radiogroup', { name: 'Your current level in Programming' });
    await user.click(within(group).getByRole('radio', { name: /^Level 2/ }));
    expect(within(group).getByRole('radio', { name: /^Level 2/ })).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(within(group).getByRole('radio', { name: /^Level 3/ })).toBeChecked();
    expect(within(group).getByRole('radio', { name: /^Level 3/ })).toHaveFocus();
  });

  it('shows loading, failure with Retry, and an empty state', async () => {
    const onRetry = vi.fn();
    const { user, rerender } = renderWithProviders(<Harness loading />);
    expect(screen.getByRole('status')).toHaveTextContent('Loading competencies...');
    rerender(<Harness failed onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Could not load the competencies.');
    await user.click(screen.getByRole('button', { name: 'Retry' }));
    expect(onRetry).toHaveBeenCalledOnce();
    rerender(<Harness items={[]} />);
    expect(screen.getByText('No competencies were found for this target.')).toBeInTheDocument();
  });
});
