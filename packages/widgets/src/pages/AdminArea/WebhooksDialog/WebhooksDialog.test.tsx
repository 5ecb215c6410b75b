import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockApi, TEST_API_BASE } from '../../../test';
import { AdminArea } from '../AdminArea';
import { signedInAdmin } from '../testAdminSession';

setupMockApi({ seed: true });

let admin: Awaited<ReturnType<typeof signedInAdmin>>;
let organization: { _id: string; name: string };
const HOOK = 'https://portal.example/hooks/rolescope';

beforeEach(async () => {
  admin = await signedInAdmin();
  const categories = await admin.call('GET', '/v1/admin/getIndustryCategories');
  const [category] = categories.body.data as { name: string }[];
  const created = await admin.call('POST', '/v1/admin/organizations', {
    name: `Hooked Org ${Math.random().toString(36).slice(2, 8)}`,
    industryCategory: category?.name,
  });
  organization = created.body.data as { _id: string; name: string };
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
    const { user } = renderWithProviders(<AdminArea onViewReport={vi.fn()} />, {
      tokenStore: admin.tokenStore,
    });
    await user.click(
      await screen.findByRole(
        'button',
        { name: `Webhooks of ${organization.name}` },
        { timeout: 10_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: `Webhooks of ${organization.name}` });
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
    const { user } = renderWithProviders(<AdminArea onViewReport={vi.fn()} />, {
      tokenStore: admin.tokenStore,
    });
    await user.click(
      await screen.findByRole(
        'button',
        { name: `Webhooks of ${organization.name}` },
        { timeout: 10_000 },
      ),
    );
    const dialog = await screen.findByRole('dialog', { name: `Webhooks of ${organization.name}` });
    await user.type(
      within(dialog).getByRole('textbox', { name: /Endpoint URL/ }),
      'ftp://x.example/',
    );
    await user.click(within(dialog).getByRole('button', { name: 'Add endpoint' }));
    expect(await screen.findByText('The webhook endpoint could not be added')).toBeInTheDocument();
    expect(screen.getByText('Webhook URLs must use http or https')).toBeInTheDocument();
  });
});
