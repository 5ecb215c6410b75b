import { adminAccount, demoAccount, expect, signInByApi, test } from './support/fixtures';

test.describe('reports', () => {
  test('history: view a report, resume a draft, delete a draft', async ({ page }) => {
    await signInByApi(page, demoAccount);
    await page.goto('/reports-history');
    await expect(page.getByRole('heading', { name: 'Your Submitted Surveys' })).toBeVisible();

    await page
      .getByRole('button', { name: /View Report/ })
      .first()
      .click();
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByText('Version 1.0')).toBeVisible();
    await page.keyboard.press('Escape');

    await page
      .getByRole('button', { name: /Delete Draft/ })
      .first()
      .click();
    const confirm = page.getByRole('alertdialog');
    await expect(confirm).toContainText(
      'Are you sure you want to delete this draft? This action cannot be undone.',
    );
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(page.getByText('Draft Deleted')).toBeVisible();

    await page
      .getByRole('button', { name: /Complete Assessment/ })
      .first()
      .click();
    await expect(page).toHaveURL(/\/competency-evaluation$/);
    await expect(page.getByText('Evaluation Steps').first()).toBeVisible();
  });

  test("history: the error screen's Retry loads the list again, without reloading the page", async ({
    page,
  }) => {
    await signInByApi(page, demoAccount);
    let failures = 0;
    await page.route('**/api/v1/user/fetchUserReportSummaries/**', (route) => {
      if (failures > 0) return route.continue();
      failures += 1;
      return route.fulfill({ status: 404, json: { success: false, message: 'Not found' } });
    });
    await page.goto('/reports-history');
    const error = page.getByRole('alert').filter({ hasText: 'Error Loading Reports' });
    await expect(error).toBeVisible();
    const loads: string[] = [];
    page.on('load', () => loads.push(page.url()));
    await error.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByRole('button', { name: /View Report/ }).first()).toBeVisible();
    await expect(error).toHaveCount(0);
    expect(loads).toEqual([]);
  });

  test('history: a failing list shows its error within 2 s (server error, retried behind it)', async ({
    page,
  }) => {
    await signInByApi(page, demoAccount);
    await page.route('**/api/v1/user/fetchUserReportSummaries/**', (route) =>
      route.fulfill({ status: 500, json: { success: false, message: 'Down' } }),
    );
    await page.goto('/reports-history');
    await expect(page.getByRole('heading', { name: 'Your Submitted Surveys' })).toBeVisible();
    const shownAt = Date.now();
    await expect(page.getByRole('alert').filter({ hasText: 'Error Loading Reports' })).toBeVisible({
      timeout: 2_000,
    });
    expect(Date.now() - shownAt).toBeLessThan(2_000);
  });

  test('dashboard: See My Result opens the newest completed report', async ({ page }) => {
    await signInByApi(page, demoAccount);
    await page.goto('/user-dashboard');
    await page.getByRole('button', { name: 'See My Result' }).click();
    await expect(page.getByRole('dialog').getByText('Version 1.0')).toBeVisible();
  });

  test('admin: open a submitted report', async ({ page }) => {
    await signInByApi(page, adminAccount);
    await page.goto('/super-admin');
    await page.getByRole('button', { name: 'View Report' }).first().click();
    await expect(page.getByRole('dialog').getByText('Version 1.0')).toBeVisible();
  });
});

test('history: sorting by Role orders the whole list on the server; S.No stays the position', async ({
  page,
}) => {
  const login = await page.request.post('/api/v1/survey/login', {
    data: { email: demoAccount.email, password: demoAccount.password },
  });
  const { token } = ((await login.json()) as { data: { token: string } }).data;
  const all = await page.request.get(
    `/api/v1/user/fetchUserReportSummaries/${encodeURIComponent(demoAccount.email)}?limit=100&sort=role`,
    { headers: { Authorization: `Bearer ${token}` } },
  );
  const roles = ((await all.json()) as { data: { role: string }[] }).data.map((r) => r.role);
  expect(roles.length).toBeGreaterThan(10);

  await signInByApi(page, demoAccount);
  await page.goto('/reports-history');
  const table = page.getByRole('table');
  await expect(
    table.getByRole('button', { name: /View Report|Complete Assessment/ }).first(),
  ).toBeVisible();
  await table.getByRole('button', { name: 'Role' }).click();
  await expect(table.getByRole('columnheader', { name: 'Role' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  const column = (index: number) =>
    table
      .getByRole('row')
      .filter({ has: page.getByRole('cell') })
      .evaluateAll(
        (rows, i) => rows.map((r) => r.querySelectorAll('td')[i]?.textContent ?? ''),
        index,
      );
  await expect
    .poll(async () => (await column(1)).map((r) => r.replace(/ \[DRAFT\]$/, '')))
    .toEqual(roles.slice(0, 10));
  expect(await column(0)).toEqual(Array.from({ length: 10 }, (_, i) => String(i + 1)));
});
