import type { CompetencyLevelItem, Report } from '@rolescope/core';
import { screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockApi } from '../../test';
import { CareerProgressionEvaluation } from './CareerProgressionEvaluation';
import { choose, fillGoal, rateAll, rowsOf, signInDemoBeforeEach } from './testHelpers';

const api = setupMockApi({ seed: true });
const session = signInDemoBeforeEach(api);

const authed = (path: string, init: RequestInit = {}) =>
  api.app.request(path, {
    ...init,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${session.token}` },
  });

// The demo user's latest report: functions backend, frontend and quality engineering, level
// 22 medium: only level 24 (high) is above it. What level 24 needs, ranked (see the ranking test).
const HIGH = [
  'Programming',
  'Testing and Quality',
  'Software Design',
  'Stakeholder Management',
  'Cloud Architecture',
  'User Research',
];

describe('<CareerProgressionEvaluation />', { timeout: 30_000 }, () => {
  it('shows the two career steps in the side panel, Step 1 of 2 and Not completed', async () => {
    renderWithProviders(<CareerProgressionEvaluation />);
    const list = screen.getByRole('list', { name: 'Evaluation Steps' });
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['1Career Goal Setting', '2Skill Assessment']);
    expect(screen.getByText('Step 1 of 2')).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: 'Career Goal Setting' })).toBeVisible();
    expect(screen.getByText('Not completed')).toBeInTheDocument();
  });

  it('takes the current level and category from the latest completed report', async () => {
    renderWithProviders(<CareerProgressionEvaluation />);
    const current = await screen.findByRole('region', { name: 'Your current position' });
    await waitFor(() =>
      expect(current).toHaveTextContent(
        'From your latest competency report: Senior Backend Engineer',
      ),
    );
    expect(current).toHaveTextContent('Current career level22');
    expect(current).toHaveTextContent('Current career categoryMedium');
    expect(screen.queryByText('Quick job-size check')).not.toBeInTheDocument();
  });

  it('keeps Next disabled until the goal is complete and counts the motivation', async () => {
    const { user } = renderWithProviders(<CareerProgressionEvaluation />);
    await screen.findByText(/From your latest competency report/);
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await choose(user, 'Target career level', 'Level 24 (High)');
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
    await fillGoal(user);
    expect(screen.getByText('11/500')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Motivation' })).toHaveAttribute('maxlength', '500');
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(screen.getByText('Completed', { selector: 'span' })).toBeInTheDocument();
  });

  it('offers only the band levels above the current one (22) with their categories', async () => {
    const { user } = renderWithProviders(<CareerProgressionEvaluation />);
    await screen.findByText(/From your latest competency report/);
    await user.click(await screen.findByRole('combobox', { name: 'Target career level' }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Level 24 (High)',
    ]);
  });

  it('shows under the chosen target the skills it needs: those the skill step then assesses', async () => {
    const { user } = renderWithProviders(<CareerProgressionEvaluation />);
    await screen.findByText(/From your latest competency report/);
    await fillGoal(user);
    const skills = await screen.findByRole('region', { name: 'Skills Level 24 needs' });
    const items = await within(skills).findAllByRole('listitem');
    expect(items.map((li) => li.firstElementChild?.textContent)).toEqual(HIGH);
    expect(items[0]).toHaveTextContent('Level 4 (Lead)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const groups = await screen.findAllByRole('radiogroup', { name: /^Your current level in / });
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(
      HIGH.map((t) => `Your current level in ${t}`),
    );
  });

  it("assesses the competencies the TARGET category needs, from the user's functions, ranked", async () => {
    const asked: { functions: string[]; careerCategory: string }[] = [];
    api.server.use(
      http.post('*/api/v1/common/getFunctionalCompetencies', async ({ request }) => {
        asked.push((await request.clone().json()) as (typeof asked)[number]);
        return undefined;
      }),
    );
    const { user } = renderWithProviders(<CareerProgressionEvaluation />);
    await screen.findByText(/From your latest competency report/);
    await fillGoal(user);
    await choose(user, 'Target career level', 'Level 24 (High)');
    await user.click(screen.getByRole('button', { name: 'Next' }));
    const groups = await screen.findAllByRole('radiogroup', { name: /^Your current level in / });
    // One call per function at the target category (high), one at the current one (medium).
    expect(asked).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ functions: ['backend-development'], careerCategory: 'high' }),
        expect.objectContaining({ functions: ['frontend-development'], careerCategory: 'high' }),
        expect.objectContaining({ functions: ['quality-engineering'], careerCategory: 'high' }),
        expect.objectContaining({
          functions: ['backend-development', 'frontend-development', 'quality-engineering'],
          careerCategory: 'medium',
        }),
      ]),
    );
    expect(asked).toHaveLength(4);
    // Web Development is not tagged high; Incident Management reaches only level 3 of the
    // target's 4 and ranks last; the rest by how many of the functions list them.
    expect(
      groups.map((g) => g.getAttribute('aria-label')?.replace('Your current level in ', '')),
    ).toEqual([
      'Programming',
      'Testing and Quality',
      'Software Design',
      'Stakeholder Management',
      'Cloud Architecture',
      'User Research',
    ]);
    expect(
      within(groups[0] as HTMLElement).getByRole('radio', { name: /Target/ }),
    ).toHaveAccessibleName('Level 4 Target');
  });

  it('Previous on step 1 goes to /user-dashboard, or calls onExit', async () => {
    const { user, onNavigate } = renderWithProviders(<CareerProgressionEvaluation />);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(onNavigate).toHaveBeenCalledWith('/user-dashboard', undefined);
    const onExit = vi.fn();
    const other = renderWithProviders(<CareerProgressionEvaluation onExit={onExit} />);
    await other.user.click(within(other.container).getByRole('button', { name: 'Previous' }));
    expect(onExit).toHaveBeenCalledOnce();
    expect(other.onNavigate).not.toHaveBeenCalled();
  });

  it('rates the target competencies and reports exact gaps, recommendations and readiness; Submit sends a career report', async () => {
    const onSubmitted = vi.fn();
    const { user } = renderWithProviders(<CareerProgressionEvaluation onSubmitted={onSubmitted} />);
    await screen.findByText(/From your latest competency report/);
    await fillGoal(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('Step 2 of 2')).toBeInTheDocument();
    const groups = await rateAll(user, 1);
    expect(groups.map((g) => g.getAttribute('aria-label'))).toEqual(
      HIGH.map((t) => `Your current level in ${t}`),
    );
    // Target 24 is high → level 4, marked Target on each competency.
    expect(
      within(groups[0] as HTMLElement).getByRole('radio', { name: /Level 4/ }),
    ).toHaveAccessibleName('Level 4 Target');
    await user.click(within(groups[0] as HTMLElement).getByRole('radio', { name: /^Level 4/ }));
    await user.click(within(groups[1] as HTMLElement).getByRole('radio', { name: /^Level 3/ }));
    await user.click(screen.getByRole('button', { name: 'View Report' }));

    expect(await screen.findByRole('heading', { name: 'Career Progression Report' })).toHaveFocus();
    expect(rowsOf(screen.getByRole('table'))).toEqual([
      ['Programming', 'L4', 'L4', 'Met', ''],
      ['Testing and Quality', 'L3', 'L4', '1 to go', ''],
      ['Software Design', 'L1', 'L4', '3 to go', ''],
      ['Stakeholder Management', 'L1', 'L4', '3 to go', ''],
      ['Cloud Architecture', 'L1', 'L4', '3 to go', ''],
      ['User Research', 'L1', 'L4', '3 to go', ''],
    ]);
    expect(screen.getByRole('img', { name: 'Software Design: level 1 of 4' })).toBeInTheDocument();
    const readiness = screen.getByRole('region', { name: 'Readiness' });
    // (4 + 3 + 1 + 1 + 1 + 1) of 6 × 4 = 11 / 24 → 46 %
    expect(readiness).toHaveTextContent('46% ready');
    expect(readiness).toHaveTextContent('1 of 6 competencies at target level');
    expect(readiness).toHaveTextContent(
      'Largest gaps: Software Design, Stakeholder Management, Cloud Architecture',
    );

    const items = (await (
      await authed('/api/v1/user/calculateCompetencyLevel', {
        method: 'POST',
        body: JSON.stringify({
          industryCategory: 'technology',
          competencyName: ['software-design'],
        }),
      })
    ).json()) as { data: CompetencyLevelItem[] };
    const design = items.data[0] as CompetencyLevelItem;
    const recs = screen.getByRole('region', { name: 'Development Recommendations' });
    expect(within(recs).queryByText(/^Programming:/)).not.toBeInTheDocument();
    const heading = within(recs).getByRole('heading', {
      name: 'Software Design: from level 1 to 4',
    });
    const list = heading.nextElementSibling as HTMLElement;
    expect(
      within(list)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(
      design.levelOptions.filter((o) => o.level >= 2 && o.level <= 4).flatMap((o) => o.abilities),
    );

    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Submit Report' });
    await user.click(within(confirm).getByRole('button', { name: 'Yes' }));
    await waitFor(() => expect(onSubmitted).toHaveBeenCalledOnce());
    const list2 = (await (
      await authed(`/api/v1/user/fetchUserReports/${encodeURIComponent(session.email)}`)
    ).json()) as { data: Report[] };
    const sent = list2.data.find((r) => r._id === onSubmitted.mock.calls[0]?.[0]);
    expect(sent).toMatchObject({
      status: 'completed',
      reportType: 'career',
      report: {
        goal: {
          targetRole: 'Engineering Manager',
          targetCareerLevel: 24,
          targetCategory: 'high',
          timeFrame: '1-year',
          motivation: 'Lead a team',
        },
        baseline: { source: 'report', careerLevel: 22, category: 'medium' },
        readiness: { readinessPercent: 46, competenciesMet: 1, competenciesTotal: 6 },
      },
    });
  });
});
