import type { CompetencyLevelItem } from '@rolescope/core';
import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CompetencyProfile } from '../../model/evaluation/types';
import { useSession } from '../../session/useSession';
import { setupMockApi } from '../../test/mockApi';
import { renderWithProviders, TEST_API_BASE } from '../../test/renderWithProviders';
import {
  fetchCompetencyItems,
  sampleCompetencyIds,
  sampleWizardData,
  signInDemo,
} from '../../test/resultsFixtures';
import { CompetencyResults } from './CompetencyResults';
import { scoreDetailsOf } from './personalInfo';

const api = setupMockApi({ seed: true });
const SUBMIT = '*/api/v1/survey/send-report-to-admin';

let items: CompetencyLevelItem[] = [];
let email = '';
beforeEach(async () => {
  const session = await signInDemo(TEST_API_BASE);
  email = session.user.email;
  items = await fetchCompetencyItems(TEST_API_BASE, session.token);
});

const profile = (): CompetencyProfile => ({
  competency: sampleCompetencyIds,
  domainProcess: [],
  domainFunction: [],
  domainCompetency: [],
  competencyData: items,
  selectedLevels: { '1': 2, '2': 3, '3': 5 },
});

function LoadingProbe() {
  return <output aria-label="global loading">{String(useSession().isLoading)}</output>;
}

const renderResults = (props: { onSubmitted?: (id: string) => void } = {}) =>
  renderWithProviders(
    <>
      <CompetencyResults data={sampleWizardData} profile={profile()} draftId="" {...props} />
      <LoadingProbe />
    </>,
  );

/** The definition next to the term named `term` in a description list. */
const factOf = (scope: HTMLElement, term: string): string => {
  const terms = within(scope).getAllByRole('term');
  const index = terms.findIndex((t) => t.textContent === term);
  return within(scope).getAllByRole('definition')[index]?.textContent ?? '';
};

const findFact = async (scope: HTMLElement, term: string) => {
  await waitFor(() => expect(factOf(scope, term)).not.toBe('N/A'));
  return factOf(scope, term);
};

const submitAndConfirm = async (user: ReturnType<typeof renderResults>['user']) => {
  await user.click(screen.getByRole('button', { name: 'Submit Survey' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Submit Survey' });
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
};

describe('<CompetencyResults />', () => {
  it('shows the personal information with the computed career level', async () => {
    renderResults();
    const card = screen.getByRole('region', { name: 'Personal Information' });
    const score = scoreDetailsOf(sampleWizardData);
    expect(within(card).getByText('Senior Backend Engineer')).toBeInTheDocument();
    expect(within(card).getByText('Nimbus Software')).toBeInTheDocument();
    // every catalog value reads as its name, never as the stored id
    await waitFor(() => expect(factOf(card, 'Functions')).toMatch(/^Backend Development, /));
    expect(factOf(card, 'Industry Category')).toBe('Technology');
    expect(factOf(card, 'Industry')).toBe('Software Products');
    expect(await findFact(card, 'Job Families')).toMatch(/^Software Engineering, /);
    expect(within(card).queryByText(/[a-z]+-[a-z]+/)).toBeNull();
    expect(await within(card).findByText(email)).toBeInTheDocument();
    const names: Record<number, string> = {
      17: 'Associate',
      18: 'Professional',
      20: 'Senior professional',
      22: 'Manager',
      24: 'Senior leader',
    };
    const level = score?.careerLevel ?? 0;
    expect(within(card).getByText(`Level ${level}, ${names[level]}`)).toBeInTheDocument();
    const category = {
      low: 'Early career and individual contributor',
      medium: 'Experienced professional and manager',
      high: 'Leadership',
    }[score?.category ?? 'low'];
    expect(within(card).getByText(category)).toBeInTheDocument();
  });

  it('shows a panel per competency, expanded, with the chosen level', async () => {
    const { user } = renderResults();
    const analysis = screen.getByRole('region', { name: 'Detailed Competency Analysis' });
    const toggle = within(analysis).getByRole('button', { name: /Incident Management/ });
    expect(within(analysis).getAllByRole('button', { expanded: true })).toHaveLength(3);
    expect(toggle).toHaveTextContent('Level 3');
    expect(
      within(analysis).getByText('Leads the response to major incidents and runs reviews.'),
    ).toBeVisible();
    expect(within(analysis).getByText('Runs blameless post-incident reviews')).toBeVisible();
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(analysis).queryByText('Runs blameless post-incident reviews')).not.toBeVisible();
  });

  it('shows the result summary: career level name and meter, category, score with its parts', () => {
    renderResults();
    const score = scoreDetailsOf(sampleWizardData);
    if (!score) throw new Error('the sample data is complete');
    const summary = screen.getByRole('region', { name: 'Your result' });
    const meter = within(summary).getByRole('meter', { name: 'Place on the career level scale' });
    expect(meter).toHaveAttribute('aria-valuenow', String(score.careerLevel));
    expect(meter.getAttribute('aria-valuetext')).toMatch(/^Level \d\d, [A-Z]/);
    expect(summary).toHaveTextContent(meter.getAttribute('aria-valuetext') ?? '');
    expect(
      within(summary)
        .getAllByRole('term')
        .map((t) => t.textContent),
    ).toEqual([
      'Roles and responsibilities10 to 412',
      'Roles effectiveness7 to 260',
      'Role impact2 to 320',
      'Sum of the three parts',
      "Organisation's multiplierFrom the organisation's size (0.23 to 5.62)",
    ]);
    expect(summary).toHaveTextContent(String(score.rolesResponsibilityScore));
    expect(summary).toHaveTextContent(score.scoreMultiplier.toFixed(2));
    expect(screen.getByRole('img', { name: 'Score composition' })).toBeInTheDocument();
    const profile = screen.getByRole('table', { name: 'Competency profile' });
    expect(within(profile).getAllByRole('rowheader')).toHaveLength(3);
  });

  it("shows each competency's chosen and recommended level and how they differ", () => {
    renderResults();
    const analysis = screen.getByRole('region', { name: 'Detailed Competency Analysis' });
    const chosen = [2, 3, 5];
    const words = ['One', 'Two', 'Three', 'Four'];
    items.forEach((item, i) => {
      const panel = within(analysis).getByRole('region', { name: new RegExp(item.title) });
      const difference = (chosen[i] ?? 0) - item.recommendedLevel;
      const expected =
        difference === 0
          ? 'Matches the recommendation'
          : `${words[Math.abs(difference) - 1]} level${Math.abs(difference) > 1 ? 's' : ''} ${difference > 0 ? 'above' : 'below'} the recommendation`;
      expect(within(panel).getByText(expected)).toBeInTheDocument();
      expect(panel).toHaveTextContent(`Recommended level${`Level ${item.recommendedLevel}, `}`);
    });
    const programming = within(analysis).getByRole('region', { name: /Programming/ });
    expect(programming).toHaveTextContent('Chosen levelLevel 2, Practitioner');
  });

  it('returns to the wizard with the data and the level selection', async () => {
    const { user, onNavigate } = renderResults();
    await user.click(screen.getByRole('button', { name: 'Modify Assessment' }));
    expect(onNavigate).toHaveBeenCalledWith(
      '/competency-evaluation',
      expect.objectContaining({
        startLevelSelection: true,
        selectedLevels: { '1': 2, '2': 3, '3': 5 },
        competencyData: items,
        details: sampleWizardData.details,
        rolesImpact: sampleWizardData.rolesImpact,
      }),
    );
  });

  it('asks before submitting; No keeps the page', async () => {
    const { user, onNavigate } = renderResults();
    await user.click(screen.getByRole('button', { name: 'Submit Survey' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit Survey' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to submit the survey?');
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('submits the report with a loading indicator, then goes to /thank-you', async () => {
    // Slow the real API down (a resolver that returns nothing falls through to it).
    api.server.use(
      http.post(SUBMIT, async () => {
        await delay(100);
      }),
    );
    const { user, onNavigate, client } = renderResults();
    await submitAndConfirm(user);
    const busy = await screen.findByText('Submitting your report...');
    expect(busy.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('global loading')).toHaveTextContent('true');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/thank-you', undefined));
    expect(screen.getByLabelText('global loading')).toHaveTextContent('false');
    const { data } = await client.fetchUserReports({ email, page: 1, limit: 1 });
    expect(data[0]?.report).toEqual(items);
    expect(data[0]?.selectedLevels).toEqual({ '1': 2, '2': 3, '3': 5 });
  });

  it('hands the report id to onSubmitted', async () => {
    const onSubmitted = vi.fn();
    const { user, client } = renderResults({ onSubmitted });
    await submitAndConfirm(user);
    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    const { data } = await client.fetchUserReports({ email, page: 1, limit: 1 });
    expect(onSubmitted).toHaveBeenCalledWith(data[0]?._id);
  });

  it('shows the server message when the submit fails and stops loading', async () => {
    api.server.use(
      http.post(SUBMIT, async () => {
        await delay(50);
        return HttpResponse.json({ message: 'The evaluation is incomplete' }, { status: 400 });
      }),
    );
    const { user, onNavigate } = renderResults();
    await submitAndConfirm(user);
    expect(await screen.findByText('Could not submit report')).toBeInTheDocument();
    expect(screen.getByText('The evaluation is incomplete')).toBeInTheDocument();
    expect(screen.queryByText('Submitting your report...')).not.toBeInTheDocument();
    expect(screen.getByLabelText('global loading')).toHaveTextContent('false');
    expect(onNavigate).not.toHaveBeenCalled();
  });

  it('falls back to "An error occurred"', async () => {
    api.server.use(http.post(SUBMIT, () => HttpResponse.error()));
    const { user } = renderResults();
    await submitAndConfirm(user);
    expect(await screen.findByText('Could not submit report')).toBeInTheDocument();
    expect(screen.getByText('An error occurred')).toBeInTheDocument();
  });
});
