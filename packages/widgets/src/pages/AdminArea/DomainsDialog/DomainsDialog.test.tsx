import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockApi } from '../../../test';
import { AdminArea } from '../AdminArea';
import { signedInAdmin } from '../testAdminSession';

setupMockApi({ seed: true });

let admin: Awaited<ReturnType<typeof signedInAdmin>>;

const newOrganization = async (prefix: string) => {
  const categories = await admin.call('GET', '/v1/admin/getIndustryCategories');
  const [category] = categories.body.data as { name: string }[];
  const created = await admin.call('POST', '/v1/admin/organizations', {
    name: `${prefix} ${Math.random().toString(36).slice(2, 8)}`,
    industryCategory: category?.name,
  });
  return created.body.data as { _id: string; name: string };
};

beforeEach(async () => {
  admin = await signedInAdmin();
});

const openDomains = async (
  user: ReturnType<typeof renderWithProviders>['user'],
  organization: { name: string },
) => {
  const label = `E-mail domains of ${organization.name}`;
  await user.click(await screen.findByRole('button', { name: label }, { timeout: 5000 }));
  return screen.findByRole('dialog', { name: label });
};

const renderAdminArea = () =>
  renderWithProviders(<AdminArea onViewReport={vi.fn()} />, { tokenStore: admin.tokenStore });

describe('<DomainsDialog /> in the admin area', { timeout: 30_000 }, () => {
  it('claims domains, lists them, names a malformed one and reopens with them', async () => {
    const organization = await newOrganization('Domain Org');
    const { user } = renderAdminArea();
    let dialog = await openDomains(user, organization);
    expect(await within(dialog).findByText('No domains claimed.')).toBeInTheDocument();
    const field = within(dialog).getByRole('textbox', { name: 'Domains' });

    await user.type(field, 'acme.test, not_a_domain');
    await user.click(within(dialog).getByRole('button', { name: 'Save domains' }));
    expect(field).toHaveAccessibleDescription(/not_a_domain: Enter a domain such as example\.com/);
    expect(field).toHaveAttribute('aria-invalid', 'true');

    await user.clear(field);
    await user.type(field, 'Corp.Acme.test acme.test');
    await user.click(within(dialog).getByRole('button', { name: 'Save domains' }));
    expect(await screen.findByText('Domains saved')).toBeInTheDocument();
    const claimed = within(dialog).getByRole('list', { name: 'Claimed now' });
    expect(
      within(claimed)
        .getAllByRole('listitem')
        .map((li) => li.textContent),
    ).toEqual(['acme.test', 'corp.acme.test']);
    const stored = await admin.call('GET', `/v1/admin/organizations/${organization._id}/domains`);
    expect(stored.body.data).toEqual({ domains: ['acme.test', 'corp.acme.test'] });

    await user.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
    dialog = await openDomains(user, organization);
    expect(within(dialog).getByRole('textbox', { name: 'Domains' })).toHaveValue(
      'acme.test, corp.acme.test',
    );
  });

  it("shows the server's refusal of a domain another organisation claims", async () => {
    const holder = await newOrganization('Holder Org');
    await admin.call('PUT', `/v1/admin/organizations/${holder._id}/domains`, {
      domains: ['held.test'],
    });
    const organization = await newOrganization('Second Org');
    const { user } = renderAdminArea();
    const dialog = await openDomains(user, organization);
    const field = within(dialog).getByRole('textbox', { name: 'Domains' });
    await within(dialog).findByText('No domains claimed.');
    await user.type(field, 'held.test');
    await user.click(within(dialog).getByRole('button', { name: 'Save domains' }));
    expect(
      await within(dialog).findByText('held.test is claimed by another organisation'),
    ).toBeInTheDocument();
    expect(field).toHaveAttribute('aria-invalid', 'true');
  });
});
