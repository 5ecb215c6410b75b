import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test';
import { fullReport } from '../../../test/reportFixtures';
import { leaderScore, seniorScore } from './fixtures';
import { ResultSummary } from './ResultSummary';
import { scoreOfReport } from './scoreOfReport';

const summary = () => screen.getByRole('region', { name: 'Your result' });

describe('<ResultSummary />', () => {
  it('names the career level, its band and meaning, and places it on the 17-to-24 meter', () => {
    renderWithProviders(<ResultSummary score={seniorScore} />);
    const region = within(summary());
    expect(region.getByText('Level 20, Senior professional')).toBeInTheDocument();
    expect(region.getByText('Final scores 291 to 341')).toBeInTheDocument();
    expect(
      region.getByText('Handles complex work, guides others and improves how the team works.'),
    ).toBeInTheDocument();
    const meter = region.getByRole('meter', { name: 'Place on the career level scale' });
    expect(meter).toHaveAttribute('aria-valuemin', '17');
    expect(meter).toHaveAttribute('aria-valuemax', '24');
    expect(meter).toHaveAttribute('aria-valuenow', '20');
    expect(meter).toHaveAttribute('aria-valuetext', 'Level 20, Senior professional');
  });

  it('names the career category and its meaning', () => {
    renderWithProviders(<ResultSummary score={seniorScore} />);
    const region = within(summary());
    expect(region.getByText('Experienced professional and manager')).toBeInTheDocument();
    expect(
      region.getByText('Roles whose impact runs through a team or a specialist area.'),
    ).toBeInTheDocument();
  });

  it('shows the final score with its three parts and ranges, their sum and the multiplier', () => {
    renderWithProviders(<ResultSummary score={seniorScore} />);
    const region = within(summary());
    const term = (name: string) =>
      region.getAllByRole('term').find((t) => t.textContent?.startsWith(name));
    const shownValue = (name: string) => term(name)?.nextElementSibling?.textContent;
    expect(shownValue('Roles and responsibilities')).toBe('100');
    expect(term('Roles and responsibilities')).toHaveTextContent('10 to 412');
    expect(shownValue('Roles effectiveness')).toBe('120');
    expect(term('Roles effectiveness')).toHaveTextContent('7 to 260');
    expect(shownValue('Role impact')).toBe('80');
    expect(term('Role impact')).toHaveTextContent('2 to 320');
    expect(shownValue('Sum of the three parts')).toBe('300');
    expect(shownValue("Organisation's multiplier")).toBe('1.04');
    expect(term("Organisation's multiplier")).toHaveTextContent('0.23 to 5.62');
    expect(region.getByText('300 × 1.04 = 312')).toBeInTheDocument();
  });

  it('says "and above" for the top band; the compact variant leaves the parts out', () => {
    renderWithProviders(<ResultSummary score={leaderScore} variant="compact" />);
    const region = within(summary());
    expect(region.getByText('Level 24, Senior leader')).toBeInTheDocument();
    expect(region.getByText('Final scores 404 and above')).toBeInTheDocument();
    expect(region.getByText('Leadership')).toBeInTheDocument();
    expect(region.getByText('1126.25')).toBeInTheDocument();
    expect(region.getByRole('meter')).toHaveAttribute('aria-valuenow', '24');
    expect(region.queryByRole('term')).toBeNull();
  });

  it('takes overridden texts', () => {
    renderWithProviders(<ResultSummary score={seniorScore} />, {
      localization: {
        resultSummary: {
          title: 'Ihr Ergebnis',
          careerLevels: { '20': { name: 'Erfahrene Fachkraft' } },
        },
      },
    });
    const region = within(screen.getByRole('region', { name: 'Ihr Ergebnis' }));
    expect(region.getByText('Level 20, Erfahrene Fachkraft')).toBeInTheDocument();
  });

  it("computes a saved report's score from its answers", () => {
    const score = scoreOfReport(fullReport);
    expect(score).toMatchObject({ careerLevel: 17, category: 'low', scoreMultiplier: 1.03 });
    expect(scoreOfReport({ ...fullReport, userFilledDetails: {} })).toBeNull();
  });
});
