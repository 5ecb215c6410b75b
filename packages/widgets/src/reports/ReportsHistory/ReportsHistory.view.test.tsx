import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockApi } from '../../test';
import { signInDemoOn } from '../../test/demoSignIn';
import { ReportsHistory } from './ReportsHistory';
import { dataRows } from './testRows';

// Counts the page's pagination renders (it renders with the page, outside the memoised table).
const paginationRenders = vi.hoisted(() => ({ count: 0 }));
vi.mock('../../primitives/Pagination', async (original) => {
  const actual = await original<typeof import('../../primitives/Pagination')>();
  return {
    Pagination: (props: Parameters<typeof actual.Pagination>[0]) => {
      paginationRenders.count += 1;
      return actual.Pagination(props);
    },
  };
});

const api = setupMockApi({ seed: true });

beforeEach(async () => {
  await signInDemoOn(api);
});

describe('<ReportsHistory /> View Report', { timeout: 30_000 }, () => {
  it('opens and closes the report dialog without rendering the page behind it again', async () => {
    const { user } = renderWithProviders(<ReportsHistory />);
    const rows = await dataRows();
    const view = within(rows[0] as HTMLElement).getByRole('button', { name: 'View Report' });
    // The report read on hover, so the click shows it at once.
    await user.hover(view);
    await waitFor(() => expect(paginationRenders.count).toBeGreaterThan(0));
    const rendered = paginationRenders.count;
    await user.click(view);
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveAccessibleName('Competency Identification Report');
    await within(dialog).findByRole('button', { name: /^Competency Report/ });
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(paginationRenders.count).toBe(rendered);
  });
});
