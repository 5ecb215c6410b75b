import { expect, type Page } from '@playwright/test';
import { portalSecretKey, portalUrl } from './processes';

/** The people of the portal's directory (examples/hr-portal/employees.ts) the tests sign in as. */
export type PortalPerson = 'e-101' | 'e-102' | 'm-201' | 'm-202' | 'h-301';

/** The portal's fake login: `?employee=` sets its cookie, then the page opens. */
export const openAs = async (page: Page, person: PortalPerson, path: string) => {
  await page.goto(`${portalUrl}/?employee=${person}`);
  await expect(page.getByText(`(${person})`)).toBeVisible();
  await page.goto(`${portalUrl}${path}`);
};

/**
 * Collects the page's console errors, CSP violations and answers of 400 and more (the test
 * expects none).
 */
export const watchConsole = async (page: Page) => {
  const problems: string[] = [];
  page.on('console', (m) => {
    if (m.type() === 'error') problems.push(m.text());
  });
  page.on('response', (r) => {
    if (r.status() >= 400) problems.push(`${r.status()} ${r.url()}`);
  });
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  return problems;
};

/** The organisation key must never reach the browser, in any request the page makes. */
export const watchForKey = (page: Page) => {
  const secretKey = portalSecretKey();
  const leaks: string[] = [];
  page.on('request', (request) => {
    const seen = `${request.url()} ${JSON.stringify(request.headers())} ${request.postData() ?? ''}`;
    if (seen.includes(secretKey) || seen.includes('rs_sk_')) leaks.push(request.url());
  });
  return leaks;
};

export type PortalReports = {
  reports: { id: string; externalUserId: string; reportType: string }[];
};

/** The organisation's submitted reports, as the portal's backend lists them. */
export const portalReports = async (): Promise<PortalReports> =>
  (await (await fetch(`${portalUrl}/portal/reports`)).json()) as PortalReports;
