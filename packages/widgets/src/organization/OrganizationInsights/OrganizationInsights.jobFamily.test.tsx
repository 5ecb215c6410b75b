import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { RolescopeProvider } from '../../provider/RolescopeProvider';
import { setupMockApi, TEST_API_BASE } from '../../test';
import { setUpInsightsOrganization } from '../../test/insightsOrganization';
import { OrganizationInsights } from './OrganizationInsights';

// The real API in memory: an organisation whose employees' reports name job families.
const api = setupMockApi({ seed: true });
const insightsQueries: URLSearchParams[] = [];
const peopleQueries: URLSearchParams[] = [];
api.server.events.on('request:start', ({ request }) => {
  const url = new URL(request.url);
  if (url.pathname.endsWith('/embed/insights')) insightsQueries.push(url.searchParams);
  if (url.pathname.endsWith('/embed/reports')) peopleQueries.push(url.searchParams);
});

const heatmapRows = () =>
  within(screen.getByRole('table', { name: 'Competencies at or above the recommended level' }))
    .getAllByRole('rowheader')
    .map((h) => h.textContent);

describe('<OrganizationInsights> job family filter', () => {
  it('offers the job families of the period and narrows the heatmap to the one chosen', async () => {
    const org = await setUpInsightsOrganization(TEST_API_BASE);
    const onFiltersChange = vi.fn();
    const user = userEvent.setup();
    render(
      <RolescopeProvider baseUrl={TEST_API_BASE} fetchClientSecret={async () => org.hrSecret}>
        <OrganizationInsights onFiltersChange={onFiltersChange} />
      </RolescopeProvider>,
    );
    await screen.findByRole(
      'table',
      { name: 'Competencies at or above the recommended level' },
      { timeout: 10_000 },
    );
    expect(heatmapRows()).toEqual([
      'API Design',
      'Competency 1: Systems thinking',
      'Data Modelling',
    ]);
    // From the keyboard: the list opens on the chosen option ("All job families").
    screen.getByRole('combobox', { name: 'Job family' }).focus();
    await user.keyboard('{ArrowDown}');
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'All job families',
      'Data and Analytics',
      'Software Engineering',
    ]);
    await user.click(screen.getByRole('option', { name: 'Data and Analytics' }));
    expect(onFiltersChange).toHaveBeenLastCalledWith({ jobFamily: 'data-and-analytics' });
    // Only e3's report names it: one competency, one person.
    await waitFor(() => expect(heatmapRows()).toEqual(['Competency 1: Systems thinking']));
    const headline = screen.getByRole('region', { name: 'Headline figures' });
    expect(within(headline).getByText('Employees evaluated').nextSibling).toHaveTextContent('1');
    expect(insightsQueries.some((q) => q.get('jobFamily') === 'data-and-analytics')).toBe(true);
    // The choices stay those of the whole period.
    screen.getByRole('combobox', { name: 'Job family' }).focus();
    await user.keyboard('{ArrowDown}');
    expect(await screen.findAllByRole('option')).toHaveLength(3);
    await user.click(screen.getByRole('option', { name: 'Software Engineering' }));
    await waitFor(() => expect(heatmapRows()).toEqual(['API Design', 'Data Modelling']));
    // A cell's people are listed within the job family too.
    await user.click(screen.getByRole('button', { name: /^API Design, Platform:/ }));
    const list = await screen.findByRole('region', { name: 'API Design, Platform' });
    expect(await within(list).findAllByRole('button', { name: /^Open .*'s report$/ })).toHaveLength(
      2,
    );
    expect(peopleQueries.at(-1)?.get('jobFamily')).toBe('software-engineering');
    await user.click(within(list).getByRole('button', { name: 'Close' }));
    await user.click(screen.getByRole('button', { name: 'Clear filters' }));
    await waitFor(() => expect(heatmapRows()).toHaveLength(3));
  }, 30_000);
});
