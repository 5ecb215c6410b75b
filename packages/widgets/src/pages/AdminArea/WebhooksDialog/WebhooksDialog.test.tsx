import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMockApi, TEST_API_BASE } from '../../../test';
import { openOrganizationDialog, renderAdminArea } from '../testAdminArea';
import { signedInAdmin, type TestAdmin } from '../testAdminSession';

setupMockApi({ seed: true });

let admin: TestAdmin;
let organization: { _id: string; name: string };
const HOOK = 'https://portal.example/hooks/rolescope';

beforeEach(async () => {
  admin = await signedInAdmin();
  organization = await admin.newOrganization('Hooked Org');
});

/** An employee of the organisation saves a draft: a draft.created event is queued. */
const employeeSavesDraft = async () => {
  const key = await admin.call('POST', `/v1/admin/organizations/${organization._id}/api-keys`, {});
  const post = (path: string, token: string, body: unknown) =>
    fetch(`${TEST_API_BASE}${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify(body),
    });
  const session = await post('/v1/embed/sessions', (key.body.data as { secret: string }).secret, {
    externalUserId: 'e-7',
    email: 'e-7@portal.example',
  });
  const { data } = (await session.json()) as { data: { clientSecret: string } };
  expect((await post('/v1/survey/save-draft', data.clientSecret, { draftData: {} })).status).toBe(
    201,
  );
};

describe('<WebhooksDialog /> in the admin area', { timeout: 30_000 }, () => {
  it('adds an endpoint with its events, shows the signing secret once, lists deliveries, deletes it', async () => {
    const { user } = renderAdminArea(admin);
    const dialog = await openOrganizationDialog(user, `Webhooks of ${organization.name}`);
    expect(await within(dialog).findByText('No webhook endpoints yet.')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: /Endpoint URL/ }), HOOK);
    await user.click(within(dialog).getByRole('checkbox', { name: 'A draft is deleted' }));
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    const field = await within(dialog).findByRole('textbox', { name: 'Signing secret' });
    const secret = (field as HTMLInputElement).value;
    expect(secret).toMatch(/^whsec_.{43}$/);
    expect(await screen.findByText('Webhook endpoint added')).toBeInTheDocument();
    const row = (await within(dialog).findByRole('cell', { name: HOOK })).closest('tr');
    if (!row) throw new Error('no row');
    expect(row).toHaveTextContent('report.submitted, draft.created');
    expect(row).not.toHaveTextContent(secret);
    await user.click(within(dialog).getByRole('button', { name: 'I have copied it' }));
    expect(document.body).not.toHaveTextContent(secret);

    await employeeSavesDraft();
    await user.click(within(row).getByRole('button', { name: `Deliveries to ${HOOK}` }));
    const deliveries = await within(dialog).findByRole('table', { name: `Deliveries to ${HOOK}` });
    const delivery = (
      await within(deliveries).findByRole('cell', { name: 'draft.created' })
    ).closest('tr');
    expect(delivery).toHaveTextContent('Pending');

    await user.click(within(row).getByRole('button', { name: `Delete endpoint ${HOOK}` }));
    const confirm = await screen.findByRole('alertdialog', { name: 'Delete webhook endpoint' });
    await user.click(within(confirm).getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Webhook endpoint deleted')).toBeInTheDocument();
    expect(await within(dialog).findByText('No webhook endpoints yet.')).toBeInTheDocument();
  });

  it('refuses a URL that is not http(s) with the server’s message', async () => {
    const { user } = renderAdminArea(admin);
    const dialog = await openOrganizationDialog(user, `Webhooks of ${organization.name}`);
    await user.type(
      within(dialog).getByRole('textbox', { name: /Endpoint URL/ }),
      'ftp://x.example/',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('The webhook endpoint could not be added')).toBeInTheDocument();
    expect(screen.getByText('Webhook URLs must use http or https')).toBeInTheDocument();
  });
});
