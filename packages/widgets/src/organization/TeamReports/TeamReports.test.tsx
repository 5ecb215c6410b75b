import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { RolescopeProvider } from '../../provider/RolescopeProvider';
import { setupMockApi, TEST_API_BASE } from '../../test';
import { TeamReports, type TeamReportsProps } from './TeamReports';
import { ONE_TEAM, seedTeam, type TeamPerson } from './testTeam';

const api = setupMockApi({ seed: true });
const request = (path: string, init: RequestInit) => api.app.request(path, init);

/** The URLs the widget asked for, by path and query. */
const requests: string[] = [];
api.server.events.on('request:start', ({ request: r }) => {
  const url = new URL(r.url);
  requests.push(`${url.pathname}${url.search}`);
});
afterEach(() => {
  requests.length = 0;
});

const renderAs = async (
  role: 'employee' | 'manager' | 'hr',
  props: TeamReportsProps = {},
  people: TeamPerson[] = ONE_TEAM,
  who = role === 'employee' ? 'e1' : 'm1',
) => {
  const { sessionOf } = await seedTeam(request, people);
  const secret = await sessionOf(who, role);
  requests.length = 0;
  const user = userEvent.setup();
  render(
    <RolescopeProvider baseUrl={TEST_API_BASE} fetchClientSecret={async () => secret}>
      <TeamReports {...props} />
    </RolescopeProvider>,
  );
  return { user };
};

const rowNames = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('<TeamReports>', () => {
  it("shows a manager's reach with team, level, category, last evaluated and status", async () => {
    await renderAs('manager');
    const table = await screen.findByRole('table', { name: 'Your people, page 1 of 1' });
    expect(rowNames(table)).toEqual(['Ana', 'Ben', 'Cleo', 'Dev', 'Eli']);
    const headers = within(table)
      .getAllByRole('columnheader')
      .map((h) => h.textContent);
    expect(headers).toEqual([
      'Name',
      'Team',
      'Level',
      'Category',
      'Last evaluated',
      'Status',
      'Actions',
    ]);
    const ana = within(table).getByRole('row', { name: /Ana/ });
    expect(
      within(ana)
        .getAllByRole('cell')
        .map((c) => c.textContent)
        .slice(1, 4),
    ).toEqual(['Platform', '18', 'Low']);
    expect(within(ana).getByRole('cell', { name: 'Submitted' })).toBeInTheDocument();
    const ben = within(table).getByRole('row', { name: /Ben/ });
    expect(within(ben).getByRole('cell', { name: 'Draft' })).toBeInTheDocument();
    expect(within(ben).queryByRole('button', { name: /View/ })).not.toBeInTheDocument();
    expect(within(table).getAllByRole('cell', { name: 'Never evaluated' })).toHaveLength(2);
    expect(screen.queryByText('Omar')).not.toBeInTheDocument();
  });

  it('pages, then sorts on the server by Status both ways, back at page 1', async () => {
    const { user } = await renderAs('hr', { pageSize: 3 });
    const table = await screen.findByRole('table', { name: 'Your people, page 1 of 3' });
    expect(rowNames(table)).toEqual(['Ana', 'Ben', 'Cleo']);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(rowNames(table)).toEqual(['Dev', 'Eli', 'Maya']));
    await user.click(within(table).getByRole('button', { name: 'Status' }));
    await waitFor(() => expect(rowNames(table)).toEqual(['Cleo', 'Eli', 'Maya']));
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );
    expect(requests).toContain('/api/v1/embed/team?page=1&limit=3&sort=status&order=asc');
    await user.click(within(table).getByRole('button', { name: 'Status' }));
    // submitted first (Ana, Dev, Omar by name), never evaluated last
    await waitFor(() => expect(rowNames(table)).toEqual(['Ana', 'Dev', 'Omar']));
    expect(within(table).getByRole('columnheader', { name: 'Status' })).toHaveAttribute(
      'aria-sort',
      'descending',
    );
  });

  it("opens a person's latest report in the report dialog, and Review calls onReview", async () => {
    const onReview = vi.fn();
    const { user } = await renderAs('manager', { onReview });
    await screen.findByRole('table');
    await user.click(screen.getByRole('button', { name: "View Ana's latest report" }));
    const dialog = await screen.findByRole('dialog', {}, { timeout: 10_000 });
    expect(await within(dialog).findAllByText(/QA Lead/)).not.toHaveLength(0);
    expect(requests.some((r) => /^\/api\/v1\/embed\/reports\/[\w-]+$/.test(r))).toBe(true);
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await user.click(screen.getByRole('button', { name: "Review Dev's latest report" }));
    expect(onReview).toHaveBeenCalledWith(expect.stringMatching(/^[\w-]+$/));
    expect(screen.queryByRole('button', { name: /Review Ben/ })).not.toBeInTheDocument();
  });

  it("tells an employee it is not theirs to see, and never asks for the organisation's data", async () => {
    await renderAs('employee');
    expect(
      await screen.findByText("Only managers and HR can see their people's reports"),
    ).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    expect(requests.some((r) => r.startsWith('/api/v1/embed/'))).toBe(false);
    expect(requests).toContain('/api/v1/user/me');
  });

  it('shows an error with Retry, and the list once Retry succeeds', async () => {
    api.server.use(
      http.get('*/api/v1/embed/team', () =>
        HttpResponse.json({ message: 'Down' }, { status: 500 }),
      ),
    );
    const { user } = await renderAs('manager');
    const alert = await screen.findByRole('alert', {}, { timeout: 10_000 });
    expect(within(alert).getByText('Could not load your people')).toBeInTheDocument();
    api.server.resetHandlers();
    await user.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table')).toBeInTheDocument();
  });

  it('says so when no one is listed under the manager, or no one has been evaluated', async () => {
    await renderAs('manager', {}, [{ externalUserId: 'm1', name: 'Maya' }]);
    expect(
      await screen.findByText("No one is listed under you in your organisation's directory yet."),
    ).toBeInTheDocument();
  });

  it('notes that none of the people has been evaluated yet above their names', async () => {
    await renderAs('manager', {}, [
      { externalUserId: 'm1', name: 'Maya' },
      { externalUserId: 'e1', name: 'Ana', managerExternalUserId: 'm1' },
    ]);
    expect(
      await screen.findByText('None of your people has been evaluated yet'),
    ).toBeInTheDocument();
    expect(screen.getByRole('table')).toBeInTheDocument();
  });
});
