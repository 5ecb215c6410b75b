import { MOCK_DEMO_EMAIL } from '@rolescope/server/mock';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { type renderWithProviders, setupMockApi, TEST_API_BASE } from '../../../test';
import { signInDemoOn } from '../../../test/demoSignIn';
import { openOrganizationDialog, renderAdminArea } from '../testAdminArea';
import { signedInAdmin, type TestAdmin } from '../testAdminSession';

const api = setupMockApi({ seed: true });

let admin: TestAdmin;
let organization: { _id: string; name: string };

beforeEach(async () => {
  admin = await signedInAdmin();
  organization = await admin.newOrganization('Inviting Org');
});

const openInvite = (user: ReturnType<typeof renderWithProviders>['user']) =>
  openOrganizationDialog(user, `Invite a person into ${organization.name}`);

describe('<InviteDialog /> in the admin area', { timeout: 30_000 }, () => {
  it('refuses a malformed e-mail before calling the API', async () => {
    const { user } = renderAdminArea(admin);
    const dialog = await openInvite(user);
    const email = within(dialog).getByRole('textbox', { name: 'E-mail' });
    await user.type(email, 'not-an-address');
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));
    expect(email).toHaveAccessibleDescription('Enter a valid email address');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).queryByRole('textbox', { name: 'Invitation link' })).toBeNull();
  });

  it('creates an invitation, shows its /join link once with Copy, and the link joins the invited person', async () => {
    const { user } = renderAdminArea(admin);
    const dialog = await openInvite(user);
    await user.type(within(dialog).getByRole('textbox', { name: 'E-mail' }), MOCK_DEMO_EMAIL);
    await user.click(within(dialog).getByRole('button', { name: 'Create link' }));

    const field = await within(dialog).findByRole('textbox', { name: 'Invitation link' });
    const link = new URL((field as HTMLInputElement).value);
    expect(link.origin).toBe(window.location.origin);
    expect(link.pathname).toBe('/join');
    const token = link.searchParams.get('token') ?? '';
    expect(token).toMatch(/^rs_inv_.{32,}$/);
    expect(field).toHaveAttribute('readonly');
    expect(
      within(dialog).getByRole('region', { name: `Invitation link for ${MOCK_DEMO_EMAIL}` }),
    ).toBeInTheDocument();
    expect(await screen.findByText('Invitation created')).toBeInTheDocument();

    await user.click(within(dialog).getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(link.href);
    expect(within(dialog).getByRole('status')).toHaveTextContent(
      'The invitation link was copied to the clipboard.',
    );
    // Nothing of the token in the browser's storage.
    expect(JSON.stringify({ ...window.localStorage, ...window.sessionStorage })).not.toContain(
      token,
    );

    // Shown once: gone after "done", and the form is back for the next person.
    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    expect(within(dialog).queryByRole('textbox', { name: 'Invitation link' })).toBeNull();
    expect(within(dialog).getByRole('textbox', { name: 'E-mail' })).toHaveValue('');

    // The link's token works for the invited person.
    const person = await signInDemoOn(api);
    const joined = await fetch(`${TEST_API_BASE}/v1/user/organization/join`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${person.token}` },
      body: JSON.stringify({ token }),
    });
    expect(joined.status).toBe(200);
    expect(((await joined.json()) as { data: { organizationName: string } }).data).toMatchObject({
      organizationName: organization.name,
    });
  });
});
