import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders, setupMockApi } from '../../../test';
import { emptyGoal, type GoalValues } from '../careerModel';
import { GoalStep, type QuickCheckValues } from './GoalStep';

setupMockApi({ seed: true });

function Harness({ quickCheck = false }: { quickCheck?: boolean }) {
  const [value, setValue] = useState<GoalValues>(emptyGoal);
  const [quick, setQuick] = useState<QuickCheckValues>({ industryCategory: '', answers: {} });
  return (
    <GoalStep
      baseline={null}
      quickCheck={quickCheck}
      quickCheckValues={quick}
      onQuickCheckChange={setQuick}
      value={value}
      onChange={setValue}
    />
  );
}

describe('<GoalStep />', () => {
  it('caps the motivation at 500 characters and counts them', async () => {
    const { user } = renderWithProviders(<Harness />);
    const box = screen.getByRole('textbox', { name: 'Motivation' });
    await user.click(box);
    await user.paste('x'.repeat(520));
    expect(box).toHaveValue('x'.repeat(500));
    expect(screen.getByText('500/500')).toBeInTheDocument();
    expect(box).toHaveAccessibleDescription('500/500');
  });

  it('offers the four time frames', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(screen.getByRole('combobox', { name: 'Time frame' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      '6 months',
      '1 year',
      '2 years',
      '3 years or more',
    ]);
  });

  it('shows the quick job-size check with the industry and the five questions', async () => {
    renderWithProviders(<Harness quickCheck />);
    expect(screen.getByText('Quick job-size check')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: /Industry category/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /1\. Activities performed/ })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /5\. / })).toBeInTheDocument();
  });
});
