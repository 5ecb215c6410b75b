import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { emptyWizardData } from '../../../model/evaluation/wizardData';
import { renderWithProviders } from '../../../test';
import { workedExample } from '../fixtures';
import { scoreDetailsJson } from './downloadScoreDetails';
import { ScoreSummary } from './ScoreSummary';

describe('<ScoreSummary />', () => {
  it("shows the worked example's final score, career level and category", () => {
    renderWithProviders(<ScoreSummary data={workedExample} />);
    const region = screen.getByRole('region', { name: 'Final score' });
    expect(region).toHaveTextContent('Final score260.59');
    expect(region).toHaveTextContent('Career level18');
    expect(region).toHaveTextContent('Career categoryLow');
    expect(screen.getByRole('button', { name: 'Download score details' })).toBeInTheDocument();
  });

  it('renders nothing while answers are missing', () => {
    renderWithProviders(<ScoreSummary data={emptyWizardData()} />);
    expect(screen.queryByRole('region', { name: 'Final score' })).not.toBeInTheDocument();
  });

  it('writes pretty JSON', () => {
    const text = scoreDetailsJson({ careerLevel: 18 } as never);
    expect(text).toBe('{\n  "careerLevel": 18\n}\n');
  });

  it('rounds every score of the file to 2 decimals, nested ones too', () => {
    const text = scoreDetailsJson({
      finalScore: 260.5912345,
      scoreMultiplier: 1.03,
      rolesImpact: 44.199999999999996,
      careerLevel: 18,
      organizationScores: { totalScore: 12.005, revenueScore: 3.333333 },
    } as never);
    expect(JSON.parse(text)).toEqual({
      finalScore: 260.59,
      scoreMultiplier: 1.03,
      rolesImpact: 44.2,
      careerLevel: 18,
      organizationScores: { totalScore: 12.01, revenueScore: 3.33 },
    });
  });
});
