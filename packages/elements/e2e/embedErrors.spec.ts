import { expect, test } from '@playwright/test';

type Recorded = { type: string; detail: Record<string, unknown>; target: string };

test('a session that cannot start says why in rolescope:error (reason)', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => {
    const el = document.querySelector('rolescope-evaluation') as HTMLElement & {
      fetchClientSecret?: () => Promise<string>;
    };
    el.fetchClientSecret = () => Promise.reject(new Error('portal backend down'));
  });
  const evaluation = page.locator('rolescope-evaluation');
  await expect(evaluation.getByRole('alert')).toHaveText('Could not start your session.');
  const detail = await page.evaluate(
    () =>
      (window as unknown as { rolescopeEvents: Recorded[] }).rolescopeEvents.find(
        (e) => e.type === 'rolescope:error',
      )?.detail,
  );
  expect(detail).toMatchObject({ status: 0, reason: 'secret' });
  expect(String(detail?.message)).toContain('fetchClientSecret failed');
});
