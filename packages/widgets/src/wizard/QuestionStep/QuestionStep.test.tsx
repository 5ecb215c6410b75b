import { responsibilityQuestions } from '@rolescope/core/options';
import { responsibilityScore } from '@rolescope/core/scoring';
import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { QuestionStep } from './QuestionStep';

function Harness({
  initial = {},
  spy,
}: {
  initial?: Record<string, string>;
  spy?: (v: object) => void;
}) {
  const [value, setValue] = useState<Record<string, string>>(initial);
  return (
    <QuestionStep
      questions={responsibilityQuestions}
      score={responsibilityScore}
      value={value}
      onChange={(next) => {
        spy?.(next);
        setValue(next);
      }}
    />
  );
}

const header = (title: RegExp) => screen.getByRole('button', { name: title });

describe('<QuestionStep />', () => {
  it('opens the first question and lists every option of the scoring rules as a radio', () => {
    renderWithProviders(<Harness />);
    expect(header(/1\. Activities performed/)).toHaveAttribute('aria-expanded', 'true');
    const group = screen.getByRole('group', {
      name: 'Which best describes the activities this role performs?',
    });
    const radios = within(group).getAllByRole('radio');
    expect(radios).toHaveLength(6);
    expect(
      within(group).getByRole('radio', {
        name: 'Shapes enterprise-wide strategy, policy and direction',
      }),
    ).toBeInTheDocument();
    expect(screen.getAllByRole('button', { expanded: false })).toHaveLength(4);
  });

  it('answering opens the next question, shows the answer in the header and keeps one open', async () => {
    const spy = vi.fn();
    const { user } = renderWithProviders(<Harness spy={spy} />);
    await user.click(
      screen.getByRole('radio', {
        name: 'Specialised work that needs analysis, interpretation and judgement',
      }),
    );
    expect(spy).toHaveBeenLastCalledWith({ activitiesPerformed: 'specialised' });
    const first = header(/Activities performed/);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(first).toHaveTextContent(
      'Answered: Specialised work that needs analysis, interpretation and judgement',
    );
    expect(header(/2\. /)).toHaveAttribute('aria-expanded', 'true');
    expect(header(/2\. /)).toHaveFocus();
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('clicking a header toggles it', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(header(/3\. /));
    expect(header(/3\. /)).toHaveAttribute('aria-expanded', 'true');
    expect(header(/1\. /)).toHaveAttribute('aria-expanded', 'false');
    await user.click(header(/3\. /));
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('skips answered questions when opening the next one', async () => {
    const { user } = renderWithProviders(
      <Harness initial={{ reportingDetails: '1-5', directReportsActivity: 'none' }} />,
    );
    await user.click(screen.getByRole('radio', { name: /^Routine, well-defined/ }));
    expect(header(/4\. /)).toHaveAttribute('aria-expanded', 'true');
  });

  it('arrow keys change the answer without leaving the question; Enter confirms', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(header(/1\. /));
    await user.click(header(/1\. /));
    await user.tab();
    expect(screen.getAllByRole('radio')[0]).toHaveFocus();
    await user.keyboard(' ');
    // Space chose the first option and moved on; go back and move with the arrows.
    await user.click(header(/1\. /));
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(header(/1\. /)).toHaveAttribute('aria-expanded', 'true');
    expect(header(/1\. /)).toHaveTextContent('Answered: Standard tasks');
    await user.keyboard('{Enter}');
    expect(header(/2\. /)).toHaveAttribute('aria-expanded', 'true');
  });

  it('shows the live step score once every question is answered', async () => {
    const { user } = renderWithProviders(
      <Harness
        initial={{
          activitiesPerformed: 'specialised',
          reportingDetails: '1-5',
          directReportsActivity: 'professional',
          budgetControl: 'team',
        }}
      />,
    );
    expect(screen.queryByText(/Step score/)).not.toBeInTheDocument();
    await user.click(
      screen.getByRole('radio', { name: 'Operational decisions for its own area of work' }),
    );
    expect(screen.getByText(/Step score/)).toHaveTextContent('Step score: 117');
  });

  it("says so when an answer is not one of its question's options, never for an empty one", () => {
    renderWithProviders(<Harness initial={{ activitiesPerformed: 'retired-option' }} />);
    const group = screen.getByRole('group', {
      name: 'Which best describes the activities this role performs?',
    });
    return vi.waitFor(() => {
      expect(group).toHaveAccessibleDescription('Please choose one of the options');
      expect(screen.queryByText('Please answer this question')).not.toBeInTheDocument();
    });
  });
});
