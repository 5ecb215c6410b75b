import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { InsightsFilters } from '../../model/organization/insightsFilters';
import { renderWithProviders, setupMockApi } from '../../test';
import { signInDemoOn } from '../../test/demoSignIn';
import { meAs, organizationHandlers } from '../../test/insightsFixtures';
import { OrganizationInsights } from './OrganizationInsights';

// Signed in, the widget asks `/v1/user/me`, which `meAs` answers with the role.
const api = setupMockApi({ seed: true });
beforeEach(() => signInDemoOn(api));

/** Serves the organisation's endpoints with the hand-computed fixture; returns the URLs asked. */
const serve = (role: 'employee' | 'manager' | 'hr' = 'hr', features?: string[]) => {
  const seen: URL[] = [];
  api.server.use(meAs(role, features), ...organizationHandlers(undefined, seen));
  return seen;
};
const insightsCalls = (seen: URL[]) => seen.filter((u) => u.pathname.endsWith('/embed/insights'));

afterEach(() => vi.restoreAllMocks());

describe('<OrganizationInsights>', () => {
  it('shows the headline, the heatmap cells by name and the largest gaps to HR', async () => {
    serve('hr');
    renderWithProviders(<OrganizationInsights />);
    expect(await screen.findByRole('heading', { name: "Organisation's insights" })).toBeVisible();
    const headline = await screen.findByRole('region', { name: 'Headline figures' });
    expect(within(headline).getByText('Employees evaluated').nextSibling).toHaveTextContent('12');
    expect(within(headline).getByText('Not evaluated yet').nextSibling).toHaveTextContent('8');
    expect(within(headline).getByText('+3 since the previous period')).toBeInTheDocument();
    const heatmap = screen.getByRole('table', {
      name: 'Competencies at or above the recommended level',
    });
    const names = within(heatmap)
      .getAllByRole('button', { name: /at or above/ })
      .map((b) => b.getAttribute('aria-label'));
    expect(names).toEqual([
      'Programming, Team Alpha: 100% at or above, 3 people',
      'Stakeholder management, Team Alpha: 60% at or above, 5 people',
      'Stakeholder management, Team Beta: 25% at or above, 4 people',
    ]);
    // The group without a team is shown, not listed.
    expect(
      within(heatmap).getByRole('img', { name: 'Programming, No team: 50% at or above, 2 people' }),
    ).toBeInTheDocument();
    const gaps = screen.getByRole('table', { name: 'Largest gaps' });
    const rows = within(gaps).getAllByRole('row').slice(1);
    expect(rows.map((r) => r.textContent)).toEqual([
      'Stakeholder managementTeam Beta31.33',
      'Stakeholder managementTeam Alpha21.50',
      'ProgrammingNo team12.00',
    ]);
    // The charts' numbers as tables too.
    expect(screen.getByRole('img', { name: 'Career levels' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'Categories' })).toBeInTheDocument();
  });

  it('sorts the heatmap by a column, weakest first, and says so', async () => {
    serve('hr');
    const { user } = renderWithProviders(<OrganizationInsights />);
    const heatmap = await screen.findByRole('table', {
      name: 'Competencies at or above the recommended level',
    });
    const rowNames = () =>
      within(heatmap)
        .getAllByRole('rowheader')
        .map((h) => h.textContent);
    expect(rowNames()).toEqual(['Programming', 'Stakeholder management']);
    await user.click(within(heatmap).getByRole('button', { name: 'Team Alpha' }));
    expect(rowNames()).toEqual(['Stakeholder management', 'Programming']);
    expect(within(heatmap).getByRole('columnheader', { name: 'Team Alpha' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
  });

  it('shows an employee a message and asks nothing of the organisation', async () => {
    const seen = serve('employee');
    renderWithProviders(<OrganizationInsights />);
    expect(
      await screen.findByText("Only HR and managers can see the organisation's insights."),
    ).toBeInTheDocument();
    await new Promise((r) => setTimeout(r, 50));
    expect(seen).toEqual([]);
  });

  it('asks nothing when the session does not allow insights', async () => {
    const seen = serve('hr', ['submit']);
    renderWithProviders(<OrganizationInsights />);
    expect(
      await screen.findByText('Insights are not enabled for this session.'),
    ).toBeInTheDocument();
    expect(seen).toEqual([]);
  });

  it("titles a manager's view as their team's", async () => {
    serve('manager');
    renderWithProviders(<OrganizationInsights />);
    expect(await screen.findByRole('heading', { name: "Your team's insights" })).toBeVisible();
  });

  it('lists the people of a cell and opens a person’s report', async () => {
    const seen = serve('hr');
    const { user } = renderWithProviders(<OrganizationInsights />);
    await user.click(
      await screen.findByRole('button', {
        name: 'Stakeholder management, Team Alpha: 60% at or above, 5 people',
      }),
    );
    const list = await screen.findByRole('region', { name: 'Stakeholder management, Team Alpha' });
    expect(await within(list).findByRole('button', { name: "Open e1's report" })).toBeVisible();
    const listed = seen.find((u) => u.pathname.endsWith('/embed/reports'));
    expect(Object.fromEntries(listed?.searchParams ?? [])).toEqual({
      limit: '50',
      competency: 'c1',
      team: 't1',
      submittedFrom: '2026-04-01T00:00:00.000Z',
      submittedTo: '2026-07-01T00:00:00.000Z',
    });
    await user.click(within(list).getByRole('button', { name: "Open e1's report" }));
    expect(
      await screen.findByRole('dialog', { name: 'Competency Identification Report' }),
    ).toBeVisible();
    expect(seen.some((u) => u.pathname.endsWith('/embed/reports/r-e1'))).toBe(true);
    await user.keyboard('{Escape}');
    await user.click(within(list).getByRole('button', { name: 'Close' }));
    expect(
      screen.getByRole('button', {
        name: 'Stakeholder management, Team Alpha: 60% at or above, 5 people',
      }),
    ).toHaveFocus();
  });

  it('exports the heatmap as shown as CSV', async () => {
    serve('hr');
    const created: Blob[] = [];
    Object.assign(URL, {
      createObjectURL: vi.fn((blob: Blob) => {
        created.push(blob);
        return 'blob:insights';
      }),
      revokeObjectURL: vi.fn(),
    });
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(() => {});
    const { user } = renderWithProviders(<OrganizationInsights />);
    await screen.findByRole('table', { name: 'Competencies at or above the recommended level' });
    await user.click(screen.getByRole('button', { name: 'Export CSV' }));
    expect(click).toHaveBeenCalledOnce();
    expect(await created[0]?.text()).toBe(
      'Competency,Team,At or above recommended (%),People\r\n' +
        'Programming,Team Alpha,100,3\r\n' +
        'Programming,No team,50,2\r\n' +
        'Stakeholder management,Team Alpha,60,5\r\n' +
        'Stakeholder management,Team Beta,25,4\r\n',
    );
  });

  it('uncontrolled: starts from defaultFilters and follows its own toggle', async () => {
    const seen = serve('hr');
    const onFiltersChange = vi.fn();
    const { user } = renderWithProviders(
      <OrganizationInsights
        defaultFilters={{ from: '2026-01' }}
        onFiltersChange={onFiltersChange}
      />,
    );
    await screen.findByRole('table', { name: 'Competencies at or above the recommended level' });
    expect(insightsCalls(seen).some((u) => u.searchParams.get('from') === '2026-01')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Departments' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ from: '2026-01', groupBy: 'department' });
    expect(screen.getByRole('button', { name: 'Departments' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await waitFor(() =>
      expect(
        insightsCalls(seen).some(
          (u) =>
            u.searchParams.get('groupBy') === 'department' &&
            u.searchParams.get('from') === '2026-01',
        ),
      ).toBe(true),
    );
  });

  it('controlled: shows the filters it is given and only reports changes', async () => {
    const seen = serve('hr');
    const onFiltersChange = vi.fn();
    const filters: InsightsFilters = { team: 't2' };
    const { user, rerender } = renderWithProviders(
      <OrganizationInsights filters={filters} onFiltersChange={onFiltersChange} />,
    );
    await screen.findByRole('table', { name: 'Competencies at or above the recommended level' });
    expect(insightsCalls(seen).some((u) => u.searchParams.get('team') === 't2')).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Departments' }));
    expect(onFiltersChange).toHaveBeenCalledWith({ team: 't2', groupBy: 'department' });
    // Not applied until the host passes it back.
    expect(screen.getByRole('button', { name: 'Teams' })).toHaveAttribute('aria-pressed', 'true');
    rerender(
      <OrganizationInsights
        filters={{ team: 't2', groupBy: 'department' }}
        onFiltersChange={onFiltersChange}
      />,
    );
    expect(screen.getByRole('button', { name: 'Departments' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await user.type(screen.getByRole('textbox', { name: "Manager's employee id" }), 'm1{Enter}');
    expect(onFiltersChange).toHaveBeenLastCalledWith({
      team: 't2',
      manager: 'm1',
      groupBy: 'department',
    });
  });

  it('prints only the insights: marked while the browser prints, unmarked after', async () => {
    serve('hr');
    const { user } = renderWithProviders(<OrganizationInsights />);
    await screen.findByRole('table', { name: 'Competencies at or above the recommended level' });
    const marked: boolean[] = [];
    vi.spyOn(window, 'print').mockImplementation(() => {
      marked.push(document.querySelector('[data-printing]') !== null);
    });
    await user.click(screen.getByRole('button', { name: 'Print' }));
    expect(marked).toEqual([true]);
    expect(document.querySelector('[data-printing]')).toBeNull();
  });
});
