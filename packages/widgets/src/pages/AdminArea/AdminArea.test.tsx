import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type renderWithProviders, setupMockApi, TEST_API_BASE } from '../../test';
import { renderAdminArea as renderFor } from './testAdminArea';
import { signedInAdmin, type TestAdmin } from './testAdminSession';

const { server } = setupMockApi({ seed: true });

let admin: TestAdmin;

beforeEach(async () => {
  admin = await signedInAdmin();
});

const renderAdminArea = (onViewReport = vi.fn()) => renderFor(admin, { onViewReport });

const addOrganization = async (
  user: ReturnType<typeof renderWithProviders>['user'],
  name: string,
) => {
  await user.click(screen.getByRole('button', { name: 'Add Organization' }));
  const dialog = await screen.findByRole('dialog', { name: 'Add Organization' });
  await user.type(within(dialog).getByRole('textbox', { name: /Organization name/ }), name);
  await user.click(within(dialog).getByRole('combobox', { name: /Industry category/ }));
  await user.click((await screen.findAllByRole('option'))[0] as HTMLElement);
  await user.click(within(dialog).getByRole('button', { name: 'Add' }));
};

describe('<AdminArea />', () => {
  it('requires a name and an industry category to add an organisation', async () => {
    const { user } = renderAdminArea();
    await user.click(screen.getByRole('button', { name: 'Add Organization' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add Organization' });
    await user.click(within(dialog).getByRole('button', { name: 'Add' }));
    expect(within(dialog).getByText('Organization name is required')).toBeInTheDocument();
    expect(within(dialog).getByText('Industry category is required')).toBeInTheDocument();
  });

  it('adds, toggles and deletes an organisation with the toasts', async () => {
    const { user } = renderAdminArea();
    await addOrganization(user, 'Acme Widgets');
    expect(await screen.findByText('Organization added successfully')).toBeInTheDocument();
    const row = (await screen.findByRole('cell', { name: 'Acme Widgets' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(row).toHaveTextContent('Active');
    await user.click(within(row).getByRole('switch', { name: 'Change status of Acme Widgets' }));
    expect(await screen.findByText('Organization status changed successfully')).toBeInTheDocument();
    await vi.waitFor(() => expect(row).toHaveTextContent('Inactive'));
    await user.click(within(row).getByRole('button', { name: 'Delete Acme Widgets' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Organization' });
    expect(confirm).toHaveTextContent('Are you sure want to delete this organization?');
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Organization deleted successfully')).toBeInTheDocument();
    await vi.waitFor(() =>
      expect(screen.queryByRole('cell', { name: 'Acme Widgets' })).not.toBeInTheDocument(),
    );
  });

  it('shows the failure toasts of toggle and delete', async () => {
    const { user } = renderAdminArea();
    await addOrganization(user, 'Fragile Co');
    const row = (await screen.findByRole('cell', { name: 'Fragile Co' })).closest('tr');
    if (!row) throw new Error('no row');
    server.use(
      http.put('*/api/v1/admin/organizations/:id/toggle-status', () =>
        HttpResponse.json({ message: 'nope' }, { status: 500 }),
      ),
      http.delete('*/api/v1/admin/organizations/:id', () =>
        HttpResponse.json({ message: 'nope' }, { status: 500 }),
      ),
    );
    await user.click(within(row).getByRole('switch'));
    expect(await screen.findByText('Organization status change failed')).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Delete Fragile Co' }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete Organization' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Organization deletion failed')).toBeInTheDocument();
  });

  it("opens an organisation's insights from its row's Insights button", async () => {
    const onViewInsights = vi.fn();
    const { user } = renderFor(admin, { onViewInsights });
    await addOrganization(user, 'Insightful Co');
    const row = (await screen.findByRole('cell', { name: 'Insightful Co' })).closest('tr');
    if (!row) throw new Error('no row');
    await user.click(within(row).getByRole('button', { name: 'Insights of Insightful Co' }));
    expect(onViewInsights).toHaveBeenCalledWith(expect.objectContaining({ name: 'Insightful Co' }));
  });

  it('has no Insights button without onViewInsights', async () => {
    renderAdminArea();
    await screen.findAllByRole('switch');
    expect(screen.queryByRole('button', { name: /^Insights of / })).not.toBeInTheDocument();
  });

  it('lists submitted reports and opens one', async () => {
    const onViewReport = vi.fn();
    const { user } = renderAdminArea(onViewReport);
    const view = await screen.findAllByRole('button', { name: 'View Report' });
    await user.click(view[0] as HTMLElement);
    // the list holds summaries: the report is read whole when it is opened
    await vi.waitFor(() =>
      expect(onViewReport).toHaveBeenCalledWith(
        expect.objectContaining({ status: 'completed', userFilledDetails: expect.any(Object) }),
      ),
    );
  });

  it('signs out to /login', async () => {
    const { user, onNavigate } = renderAdminArea();
    await user.click(screen.getByRole('button', { name: 'Sign Out' }));
    await vi.waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/login', undefined));
    expect(admin.tokenStore.getToken()).toBeNull();
  });

  it('shows a loading row in the table until the rows come', async () => {
    renderAdminArea();
    const reports = screen.getByRole('table', { name: 'Submitted Reports' });
    expect(within(reports).getByRole('cell', { name: 'Loading...' })).toBeInTheDocument();
    expect(await within(reports).findAllByRole('button', { name: 'View Report' })).not.toHaveLength(
      0,
    );
    expect(within(reports).queryByText('Loading...')).not.toBeInTheDocument();
  });

  it('pages the organisations with page numbers, the current page, Previous and Next', async () => {
    const headers = { 'content-type': 'application/json', authorization: `Bearer ${admin.token}` };
    const categories = await fetch(`${TEST_API_BASE}/v1/admin/getIndustryCategories`, { headers });
    const { data } = (await categories.json()) as { data: { name: string }[] };
    for (let i = 1; i <= 11; i += 1) {
      await fetch(`${TEST_API_BASE}/v1/admin/organizations`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ name: `Paged Org ${i}`, industryCategory: data[0]?.name }),
      });
    }
    const { user } = renderAdminArea();
    const nav = await screen.findByRole('navigation', { name: 'Organizations pages' });
    const table = screen.getByRole('table', { name: 'Organizations' });
    const names = () =>
      within(table)
        .getAllByRole('row')
        .slice(1)
        .map((row) => within(row).getAllByRole('cell')[0]?.textContent);
    expect(within(nav).getByText(/^Page 1 of [2-9]$/)).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    const firstPage = names();
    expect(firstPage).toHaveLength(10);

    await user.click(within(nav).getByRole('button', { name: 'Page 2' }));
    await vi.waitFor(() => expect(names()).not.toEqual(firstPage));
    expect(within(nav).getByText(/^Page 2 of/)).toBeInTheDocument();
    expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute('aria-current');

    await user.click(within(nav).getByRole('button', { name: 'Previous' }));
    await vi.waitFor(() => expect(names()).toEqual(firstPage));
  });
});
