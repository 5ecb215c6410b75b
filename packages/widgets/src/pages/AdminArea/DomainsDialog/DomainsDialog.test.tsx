import { QueryClient } from '@tanstack/react-query';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type renderWithProviders, setupMockApi } from '../../../test';
import { openOrganizationDialog, renderAdminArea } from '../testAdminArea';
import { signedInAdmin, type TestAdmin } from '../testAdminSession';

setupMockApi({ seed: true });

let admin: TestAdmin;

beforeEach(async () => {
  admin = await signedInAdmin();
});

const openDomains = (
  user: ReturnType<typeof renderWithProviders>['user'],
  organization: { name: string },
) => openOrganizationDialog(user, `E-mail domains of ${organization.name}`);

describe('<DomainsDialog /> in the admin area', { timeout: 30_000 }, () => {
  it('claims domains, lists them, names a malformed one and reopens with them', async () => {
    const organization = await admin.newOrganization('Domain Org');
    const { user } = renderAdminArea(admin);
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

  it('keeps what the admin typed when the claimed domains change behind the dialog', async () => {
    const organization = await admin.newOrganization('Typing Org');
    const queryClient = new QueryClient();
    const { user } = renderAdminArea(admin, {}, { queryClient });
    const dialog = await openDomains(user, organization);
    await within(dialog).findByText('No domains claimed.');
    const field = within(dialog).getByRole('textbox', { name: 'Domains' });
    await user.type(field, 'mine.test');
    // another administrator claims a domain for it meanwhile; the dialog's list refetches
    await admin.call('PUT', `/v1/admin/organizations/${organization._id}/domains`, {
      domains: ['other.test'],
    });
    await queryClient.invalidateQueries();
    const claimed = await within(dialog).findByRole('list', { name: 'Claimed now' });
    expect(within(claimed).getByRole('listitem')).toHaveTextContent('other.test');
    expect(field).toHaveValue('mine.test');
  });

  it("shows the server's refusal of a domain another organisation claims", async () => {
    const holder = await admin.newOrganization('Holder Org');
    await admin.call('PUT', `/v1/admin/organizations/${holder._id}/domains`, {
      domains: ['held.test'],
    });
    const organization = await admin.newOrganization('Second Org');
    const { user } = renderAdminArea(admin);
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
