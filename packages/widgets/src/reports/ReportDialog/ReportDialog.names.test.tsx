import type { Report } from '@rolescope/core';
import type { RoleDetails } from '@rolescope/core/contract';
import { screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, setupMockApi } from '../../test';
import { signInDemoOn } from '../../test/demoSignIn';
import { fullReport } from '../../test/reportFixtures';
import { ReportDialog } from './ReportDialog';

const api = setupMockApi({ seed: true });

beforeEach(async () => {
  await signInDemoOn(api);
});

const withDetails = (details: RoleDetails): Report => ({
  ...fullReport,
  userFilledDetails: {
    ...fullReport.userFilledDetails,
    details: { ...fullReport.userFilledDetails.details, ...details },
  },
});

/** The Role Details panel. */
const roleDetails = () => {
  const header = within(screen.getByRole('dialog')).getByRole('button', { name: 'Role Details' });
  return document.getElementById(header.getAttribute('aria-controls') ?? '') as HTMLElement;
};

/** The value shown for a label (the <dd> after the <dt>), once it is not N/A. */
const shownValue = async (label: string) => {
  // The sections mount after the dialog's first paint.
  await within(screen.getByRole('dialog')).findByRole('button', { name: 'Role Details' });
  const term = within(roleDetails()).getByText(
    (_, el) => el?.tagName === 'DT' && el.textContent?.replace(/\*.*$/, '') === label,
  );
  const value = term.nextElementSibling as HTMLElement;
  await screen.findByText((_, el) => el === value && el.textContent !== 'N/A');
  return value.textContent;
};

describe('<ReportDialog /> catalog names', () => {
  it('shows the industry, job families and functions by their catalog names', async () => {
    renderWithProviders(
      <ReportDialog
        report={withDetails({
          industryCategory: 'technology',
          process: ['data-and-analytics'],
          currentFunction: ['data-engineering', 'data-science'],
        })}
        open
        onOpenChange={() => {}}
      />,
    );
    expect(await shownValue('Industry Category')).toBe('Technology');
    // the catalog's "and", not a title-cased id's "And"
    expect(await shownValue('Job Family / Process')).toBe('Data and Analytics');
    expect(await shownValue('Function')).toBe('Data Engineering, Data Science');
  });

  it('shows the fallback text, never the id, for ids the catalog no longer has', async () => {
    renderWithProviders(
      <ReportDialog
        report={withDetails({
          industryCategory: 'technology',
          process: ['software-engineering', 'retired-family'],
          currentFunction: ['backend-development', 'platform-engineering'],
        })}
        open
        onOpenChange={() => {}}
      />,
    );
    expect(await shownValue('Job Family / Process')).toBe(
      'Software Engineering, Not in the current catalog',
    );
    expect(await shownValue('Function')).toBe('Backend Development, Not in the current catalog');
    const panel = roleDetails();
    expect(panel).not.toHaveTextContent(/retired|platform/i);
  });

  it('shows the fallback for an industry no longer in the catalog and its job families', async () => {
    renderWithProviders(
      <ReportDialog
        report={withDetails({
          industryCategory: 'saas',
          process: ['cloud-platforms'],
          currentFunction: ['site-ops'],
        })}
        open
        onOpenChange={() => {}}
      />,
    );
    expect(await shownValue('Industry Category')).toBe('Not in the current catalog');
    expect(await shownValue('Job Family / Process')).toBe('Not in the current catalog');
    expect(await shownValue('Function')).toBe('Not in the current catalog');
    expect(roleDetails()).not.toHaveTextContent(/saas|cloud.platforms|site.ops/i);
  });

  it('names a report opened again from the cache, without asking the catalog again', async () => {
    const calls: string[] = [];
    const listener = ({ request }: { request: Request }) => {
      const path = new URL(request.url).pathname;
      if (/getIndustryCategories|getJobFamilyProcess|getFunctions/.test(path)) calls.push(path);
    };
    api.server.events.on('request:start', listener);
    const report = withDetails({
      industryCategory: 'technology',
      process: ['data-and-analytics'],
      currentFunction: ['data-engineering'],
    });
    const { rerender } = renderWithProviders(
      <ReportDialog report={report} open onOpenChange={() => {}} />,
    );
    expect(await shownValue('Function')).toBe('Data Engineering');
    const first = calls.length;
    expect(first).toBe(3);
    rerender(<ReportDialog report={report} open={false} onOpenChange={() => {}} />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    rerender(<ReportDialog report={report} open onOpenChange={() => {}} />);
    expect(await shownValue('Function')).toBe('Data Engineering');
    // a refetch would have started on mount (react-query starts it at once)
    await new Promise((resolve) => setTimeout(resolve, 50));
    api.server.events.removeListener('request:start', listener);
    expect(calls).toHaveLength(first);
  });
});
