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
  const roleOf = (cell: string) => cell.replace(/ \[DRAFT\]$/, '').toLowerCase();
  const byRole = (a: string, b: string) =>
    roleOf(a) < roleOf(b) ? -1 : roleOf(a) > roleOf(b) ? 1 : 0;

  /** Column `index` of every page, read with Next from page 1, and the serials of them all. */
  const wholeList = async (user: { click: (el: Element) => Promise<void> }, index: number) => {
    const values: string[] = [];
    const serials: string[] = [];
    for (let page = 1; page <= 3; page += 1) {
      if (page > 1) {
        await user.click(within(nav()).getByRole('button', { name: `Page ${page}` }));
        await waitFor(() => expect(nav()).toHaveTextContent(`Page ${page} of 3`));
      }
      await waitFor(async () => expect((await column(0))[0]).toBe(String((page - 1) * 10 + 1)));
      values.push(...(await column(index)));
      serials.push(...(await column(0)));
    }
    await user.click(within(nav()).getByRole('button', { name: 'Page 1' }));
    return { values, serials };
  };

  it('sorts the whole list by Role on the server, both ways; S.No stays the position', async () => {
    const { user } = renderWithProviders(<ReportsHistory />);
    const original = await wholeList(user, 1);
    await user.click(sortButton('Role'));
    expect(header('Role')).toHaveAttribute('aria-sort', 'ascending');
    await waitFor(async () =>
      expect(await column(1)).toEqual([...original.values].sort(byRole).slice(0, 10)),
    );
    const ascending = await wholeList(user, 1);
    expect(ascending.values.map(roleOf)).toEqual([...original.values].sort(byRole).map(roleOf));
    expect(ascending.serials).toEqual(original.serials);

    await user.click(sortButton('Role'));
    expect(header('Role')).toHaveAttribute('aria-sort', 'descending');
    const descending = await wholeList(user, 1);
    expect(descending.values.map(roleOf)).toEqual(ascending.values.map(roleOf).reverse());

    await user.click(sortButton('Role'));
    expect(header('Role')).toHaveAttribute('aria-sort', 'none');
    expect((await wholeList(user, 1)).values).toEqual(original.values);
  });

  it('sorts by Report Name and by Created Date across pages', async () => {
    const { user } = renderWithProviders(<ReportsHistory />);
    const original = await wholeList(user, 2);
    await user.click(sortButton('Report Name'));
    expect(header('Report Name')).toHaveAttribute('aria-sort', 'ascending');
    const names = (await wholeList(user, 2)).values;
    expect(names.map((n) => n.toLowerCase())).toEqual(
      [...original.values].map((n) => n.toLowerCase()).sort(),
    );

    await user.click(sortButton('Created Date'));
    expect(header('Created Date')).toHaveAttribute('aria-sort', 'ascending');
    expect(header('Report Name')).toHaveAttribute('aria-sort', 'none');
    expect((await wholeList(user, 2)).values).toEqual([...original.values].reverse());
  });
});
