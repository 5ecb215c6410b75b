import { demoAccount, expect, signInByApi, test } from './support/fixtures';

test.describe('pages', () => {
  test('help: Back, quick links in new tabs, FAQ accordion, contact form', async ({ page }) => {
    await signInByApi(page, demoAccount);
    await page.goto('/user-dashboard');
    await page.goto('/help');
    for (const name of ['User Guide', 'Community Forum', 'Privacy Policy', 'Billing Support']) {
      const link = page.getByRole('link', { name: new RegExp(name) });
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAttribute('rel', /noopener/);
    }
    const first = page.getByRole('button', { name: 'How do I start an evaluation?' });
    const second = page.getByRole('button', { name: 'Can I retake an evaluation?' });
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(page.getByText(/15-20 minutes/)).toBeVisible();
    await second.click();
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'false');

    await page.getByRole('button', { name: 'Send Message' }).click();
    await expect(page.getByText('Name is required')).toBeVisible();
    await page.getByRole('textbox', { name: 'Name', exact: true }).fill('Asha');
    await page.getByRole('textbox', { name: 'Email', exact: true }).fill('asha@example.com');
    await page.getByRole('textbox', { name: 'Subject', exact: true }).fill('Reports');
    await page.getByRole('textbox', { name: 'Message', exact: true }).fill('Where are my reports?');
    const dialog = page.waitForEvent('dialog');
    let calls = 0;
    page.on('request', (r) => r.url().includes('/api/') && calls++);
    // The send is simulated for 1 s, then an alert blocks the page: record that the button
    // read Sending... meanwhile, however slowly this host runs the test.
    await page.evaluate(() => {
      const seen = document.createElement('output');
      seen.id = 'saw-sending';
      seen.hidden = true;
      document.body.append(seen);
      new MutationObserver(() => {
        const sending = [...document.querySelectorAll('button')].some((b) =>
          b.textContent?.includes('Sending...'),
        );
        if (sending) seen.dataset.seen = 'yes';
      }).observe(document.body, { subtree: true, childList: true, characterData: true });
    });
    await page.getByRole('button', { name: 'Send Message' }).click();
    const alert = await dialog;
    expect(alert.message()).toBe('Thank you for your message! We will get back to you soon.');
    await alert.accept();
    await expect(page.locator('#saw-sending')).toHaveAttribute('data-seen', 'yes');
    await expect(page.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    expect(calls).toBe(0);

    await page.getByRole('button', { name: 'Back' }).click();
    await expect(page).toHaveURL(/\/user-dashboard$/);
  });

  test('thank-you after a submission counts down from 10, then logs out to /login', async ({
    page,
  }) => {
    await signInByApi(page, demoAccount);
    await page.goto('/user-dashboard');
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    // as the submitting pages navigate: with the state { submitted: true }
    await page.evaluate(() => {
      window.history.pushState({ usr: { submitted: true }, key: 'e2e', idx: 1 }, '', '/thank-you');
      window.dispatchEvent(new PopStateEvent('popstate', { state: window.history.state }));
    });
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(
      page.getByText(
        'We appreciate your participation in this survey. Your feedback is valuable to us.',
      ),
    ).toBeVisible();
    await expect(
      page.getByText(/^You will logout and redirect to login screen in (10|9|8) seconds\.\.\.$/),
    ).toBeVisible();
    await expect(page.getByText(`© ${new Date().getFullYear()} Rolescope`)).toBeVisible();
    await expect(page.getByText(/in [0-8] seconds\.\.\./)).toBeVisible({ timeout: 3000 });
    await expect(page).toHaveURL(/\/login$/, { timeout: 12_000 });
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).toBeNull();
  });

  test('thank-you opened directly shows the thanks without the sign-out countdown', async ({
    page,
  }) => {
    await page.clock.install();
    await signInByApi(page, demoAccount);
    await page.goto('/thank-you');
    await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();
    await expect(page.getByText(/You will logout/)).toHaveCount(0);
    await page.clock.runFor(15_000);
    await expect(page).toHaveURL(/\/thank-you$/);
    expect(await page.evaluate(() => window.localStorage.getItem('token'))).not.toBeNull();
  });

  test('thank-you: Go to Dashboard', async ({ page }) => {
    await signInByApi(page, demoAccount);
    await page.goto('/thank-you');
    await page.getByRole('button', { name: 'Go to Dashboard' }).click();
    await expect(page).toHaveURL(/\/competency-evaluation$/);
  });

  test('dashboard: welcome, Select Report Type, career evaluation page', async ({ page }) => {
    await signInByApi(page, demoAccount);
    await page.goto('/user-dashboard');
    await expect(page.getByRole('heading', { name: /^Welcome, / })).toBeVisible();
    await page.getByRole('button', { name: 'Choose a report type' }).click();
    const dialog = page.getByRole('dialog', { name: 'Select Report Type' });
    await expect(dialog.getByRole('radio', { name: 'Competency Report' })).toBeChecked();
    await dialog.getByRole('radio', { name: 'Career Progression Report' }).check();
    await dialog.getByRole('button', { name: 'Start Now' }).click();
    await expect(page).toHaveURL(/\/career-progression-evaluation$/);
    await expect(page.getByText('Career Goal Setting').first()).toBeVisible();
    await expect(page.getByText('Skill Assessment').first()).toBeVisible();
    await page.getByRole('button', { name: 'Previous' }).click();
    await expect(page).toHaveURL(/\/user-dashboard$/);
    await page.getByRole('button', { name: 'Start Now' }).click();
    await expect(page).toHaveURL(/\/competency-evaluation$/);
  });
});
