import { screen, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type renderWithProviders, setupMockApi, TEST_API_BASE } from '../../../test';
import { openOrganizationDialog, renderAdminArea } from '../testAdminArea';
import { signedInAdmin, type TestAdmin } from '../testAdminSession';

const { server } = setupMockApi({ seed: true });

let admin: TestAdmin;
let organization: { _id: string; name: string };

beforeEach(async () => {
  admin = await signedInAdmin();
  organization = await admin.newOrganization('Keyed Org');
});

/** What the portal's backend does with a key: mint an embed session. */
const mintSession = (secret: string) =>
  fetch(`${TEST_API_BASE}/v1/embed/sessions`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${secret}` },
    body: JSON.stringify({ externalUserId: 'e-101', email: 'e-101@portal.example' }),
  });

const openKeys = (user: ReturnType<typeof renderWithProviders>['user']) =>
  openOrganizationDialog(user, `API keys of ${organization.name}`);

describe('<ApiKeysDialog /> in the admin area', { timeout: 30_000 }, () => {
  it('creates a key, shows its secret once with Copy, lists it by prefix and revokes it', async () => {
    const { user } = renderAdminArea(admin);
    let dialog = await openKeys(user);
    const keys = within(dialog).getByRole('table', { name: 'Keys' });
    expect(await within(keys).findByText('No API keys yet.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Key name/ }), 'HR portal');
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const field = await within(dialog).findByRole('textbox', { name: 'Secret key' });
    const secret = (field as HTMLInputElement).value;
    expect(secret).toMatch(/^rs_sk_.{32,}$/);
    expect(field).toHaveAttribute('readonly');
    expect(within(dialog).getByText(/shown only once/)).toBeInTheDocument();
    expect(await screen.findByText('API key created')).toBeInTheDocument();

    // Copy: the clipboard holds the secret, the button says Copied, a status announces it.
    const status = within(dialog).getByRole('status');
    expect(status).toHaveTextContent('');
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect(within(dialog).getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(status).toHaveTextContent('The secret key was copied to the clipboard.');

    // Listed by its prefix, never its secret; nothing of it in the browser's storage.
    const prefix = secret.slice(0, 12);
    const row = (await within(keys).findByRole('cell', { name: 'HR portal' })).closest('tr');
    if (!row) throw new Error('no row');
    expect(row).toHaveTextContent(`${prefix}…`);
    expect(row).toHaveTextContent('Never');
    expect(row).toHaveTextContent('Active');
    expect(row).not.toHaveTextContent(secret);
    const stored = JSON.stringify({ ...window.localStorage, ...window.sessionStorage });
    expect(stored).not.toContain(secret);

    // The key works, then the secret is gone for good: not after "done", not on reopening.
    expect((await mintSession(secret)).status).toBe(201);
    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Secret key' })).toBeNull();
    await user.click(within(dialog).getByRole('button', { name: 'Close' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    dialog = await openKeys(user);
    expect(within(dialog).queryByRole('textbox', { name: 'Secret key' })).toBeNull();
    expect(document.body).not.toHaveTextContent(secret);

    // Revoke, after a confirmation: the row says so and the key stops working at once.
    const listed = (await within(dialog).findByRole('cell', { name: 'HR portal' })).closest('tr');
    if (!listed) throw new Error('no row');
    await vi.waitFor(() => expect(listed).not.toHaveTextContent('Never'));
    await user.click(within(listed).getByRole('button', { name: `Revoke key ${prefix}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke API key' });
    expect(confirm).toHaveTextContent(`Revoke the key ${prefix}…?`);
    await user.click(within(confirm).getByRole('button', { name: 'Revoke' }));
    expect(await screen.findByText('API key revoked')).toBeInTheDocument();
    await vi.waitFor(() => expect(listed).toHaveTextContent(/Revoked [A-Z][a-z]{2} \d/));
    expect(within(listed).queryByRole('button', { name: /Revoke key/ })).toBeNull();
    expect((await mintSession(secret)).status).toBe(401);
  });

  it('keeps the key when the revocation is cancelled', async () => {
    const created = await admin.call(
      'POST',
      `/v1/admin/organizations/${organization._id}/api-keys`,
      {
        name: 'Staging',
      },
    );
    const { prefix } = created.body.data as { prefix: string };
    const { user } = renderAdminArea(admin);
    const dialog = await openKeys(user);
    const row = (await within(dialog).findByRole('cell', { name: 'Staging' })).closest('tr');
    if (!row) throw new Error('no row');
    await user.click(within(row).getByRole('button', { name: `Revoke key ${prefix}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Revoke API key' });
    await user.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(row).toHaveTextContent('Active');
    const list = await admin.call('GET', `/v1/admin/organizations/${organization._id}/api-keys`);
    expect(list.body.data).toEqual([expect.objectContaining({ prefix, revokedAt: null })]);
  });

  it('says when the clipboard refuses, and when the key cannot be created', async () => {
    const { user } = renderAdminArea(admin);
    const dialog = await openKeys(user);
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    const field = await within(dialog).findByRole('textbox', { name: 'Secret key' });
    const prefix = (field as HTMLInputElement).value.slice(0, 12);
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValueOnce(new Error('denied'));
    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await within(dialog).findByRole('status')).toHaveTextContent(
      'Could not copy: select the key and copy it yourself.',
    );
    expect(within(dialog).getByRole('button', { name: 'Copy' })).toBeInTheDocument();
    expect(await within(dialog).findByRole('cell', { name: `${prefix}…` })).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    server.use(
      http.post('*/api/v1/admin/organizations/:id/api-keys', () =>
        HttpResponse.json({ message: 'Organization not found' }, { status: 404 }),
      ),
    );
    await user.click(within(dialog).getByRole('button', { name: 'Create key' }));
    expect(await screen.findByText('The API key could not be created')).toBeInTheDocument();
    expect(screen.getByText('Organization not found')).toBeInTheDocument();
    expect(within(dialog).queryByRole('textbox', { name: 'Secret key' })).toBeNull();
  });
});
