import { screen, waitFor, within } from '@testing-library/react';
import { beforeEach, describe, expect, it } from 'vitest';
import { renderWithProviders, setupMockApi } from '../../test';
import { signInDemoOn } from '../../test/demoSignIn';
import { ReportsHistory } from './ReportsHistory';
import { column } from './testRows';

const api = setupMockApi({ seed: true });

beforeEach(async () => {
  await signInDemoOn(api);
});

const nav = () => screen.getByRole('navigation', { name: 'Pagination' });
const range = (from: number, to: number) =>
  Array.from({ length: to - from + 1 }, (_, i) => String(from + i));

describe('<ReportsHistory /> pagination', { timeout: 30_000 }, () => {
  it('pages with Next, Previous and the page numbers, disabled at the ends', async () => {
    const { user } = renderWithProviders(<ReportsHistory />);
    expect(await column(0)).toEqual(range(1, 10));
    expect(nav()).toHaveTextContent('Page 1 of 3');
    expect(within(nav()).getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(within(nav()).getByRole('button', { name: 'Page 1' })).toHaveAttribute(
      'aria-current',
      'page',
    );

    await user.click(within(nav()).getByRole('button', { name: 'Next' }));
    await waitFor(async () => expect(await column(0)).toEqual(range(11, 20)));
    expect(nav()).toHaveTextContent('Page 2 of 3');
    expect(within(nav()).getByRole('button', { name: 'Page 2' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav()).getByRole('button', { name: 'Page 1' })).not.toHaveAttribute(
      'aria-current',
    );

    await user.click(within(nav()).getByRole('button', { name: 'Page 3' }));
    await waitFor(async () => expect(await column(0)).toEqual(range(21, 28)));
    expect(within(nav()).getByRole('button', { name: 'Next' })).toBeDisabled();

    await user.click(within(nav()).getByRole('button', { name: 'Previous' }));
    await waitFor(async () => expect(await column(0)).toEqual(range(11, 20)));
  });

  it('shows ellipses when there are many pages', async () => {
    renderWithProviders(<ReportsHistory pageSize={2} />);
    expect(await column(0)).toEqual(['1', '2']);
    const items = within(nav())
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items).toEqual(['Previous', '1', '2', '…More pages', '14', 'Next']);
    expect(nav()).toHaveTextContent('Page 1 of 14');
  });
});

describe('<ReportsHistory /> sorting', { timeout: 30_000 }, () => {
  const header = (name: string) => screen.getByRole('columnheader', { name });
  const sortButton = (name: string) => within(header(name)).getByRole('button', { name });
  const sorted = (values: string[], dir: 1 | -1) =>
    [...values].sort(
      (a, b) => dir * a.localeCompare(b, 'en', { sensitivity: 'base', numeric: true }),
    );

  it.each([
    ['Role', 1],
    ['Report Name', 2],
  ] as const)(
    'sorts the page by %s ascending, descending, then the server order',
    async (name, index) => {
      const { user } = renderWithProviders(<ReportsHistory />);
      const original = await column(index);
      expect(header(name)).toHaveAttribute('aria-sort', 'none');
      await user.click(sortButton(name));
      expect(header(name)).toHaveAttribute('aria-sort', 'ascending');
      expect(await column(index)).toEqual(sorted(original, 1));
      await user.click(sortButton(name));
      expect(header(name)).toHaveAttribute('aria-sort', 'descending');
      expect(await column(index)).toEqual(sorted(original, -1));
      await user.click(sortButton(name));
      expect(header(name)).toHaveAttribute('aria-sort', 'none');
      expect(await column(index)).toEqual(original);
    },
  );

  it('sorts by Created Date (the server sends the newest first)', async () => {
    const { user } = renderWithProviders(<ReportsHistory />);
    const original = await column(0);
    await user.click(sortButton('Created Date'));
    expect(header('Created Date')).toHaveAttribute('aria-sort', 'ascending');
    expect(await column(0)).toEqual([...original].reverse());
    await user.click(sortButton('Created Date'));
    expect(header('Created Date')).toHaveAttribute('aria-sort', 'descending');
    expect(await column(0)).toEqual(original);
    expect(header('Role')).toHaveAttribute('aria-sort', 'none');
  });
});
