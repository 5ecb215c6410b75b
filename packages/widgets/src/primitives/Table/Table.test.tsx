import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Table, type TableColumn } from './Table';

type Fruit = { id: string; name: string; colour: string };

const fruits: Fruit[] = [
  { id: 'a', name: 'Apple', colour: 'Red' },
  { id: 'b', name: 'Banana', colour: 'Yellow' },
];

const columns: TableColumn<Fruit>[] = [
  { key: 'serial', header: 'S.No', cell: (_, index) => index + 1 },
  { key: 'name', header: 'Name', cell: (fruit) => fruit.name, cellClassName: 'name-cell' },
  { key: 'colour', header: 'Colour', cell: (fruit) => fruit.colour },
];

const rowKey = (fruit: Fruit) => fruit.id;

describe('<Table />', () => {
  it('is named by its caption, with column headers and one row per item', () => {
    renderWithProviders(
      <Table caption="Fruit, page 1 of 1" columns={columns} rows={fruits} rowKey={rowKey} />,
    );
    const table = screen.getByRole('table', { name: 'Fruit, page 1 of 1' });
    const headers = within(table).getAllByRole('columnheader');
    expect(headers.map((h) => h.textContent)).toEqual(['S.No', 'Name', 'Colour']);
    for (const header of headers) expect(header).toHaveAttribute('scope', 'col');
    const rows = within(table).getAllByRole('row').slice(1);
    expect(
      rows.map((r) =>
        within(r)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      ),
    ).toEqual([
      ['1', 'Apple', 'Red'],
      ['2', 'Banana', 'Yellow'],
    ]);
    expect(within(table).getByRole('cell', { name: 'Apple' })).toHaveClass('name-cell');
  });

  it('is named by a label or by a heading', () => {
    renderWithProviders(
      <>
        <h2 id="fruit-title">Fruit basket</h2>
        <Table aria-labelledby="fruit-title" columns={columns} rows={fruits} rowKey={rowKey} />
        <Table aria-label="More fruit" columns={columns} rows={fruits} rowKey={rowKey} />
      </>,
    );
    expect(screen.getByRole('table', { name: 'Fruit basket' })).toBeInTheDocument();
    expect(screen.getByRole('table', { name: 'More fruit' })).toBeInTheDocument();
  });

  it('shows one full-width row while loading, instead of the rows, and is busy', () => {
    const { rerender } = renderWithProviders(
      <Table aria-label="Fruit" columns={columns} rows={[]} rowKey={rowKey} loading />,
    );
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(table).toHaveAttribute('aria-busy', 'true');
    const cell = within(table).getByRole('cell', { name: 'Loading...' });
    expect(cell).toHaveAttribute('colspan', '3');
    rerender(
      <Table
        aria-label="Fruit"
        columns={columns}
        rows={fruits}
        rowKey={rowKey}
        loading
        loadingText="Fetching fruit"
      />,
    );
    const again = screen.getByRole('table', { name: 'Fruit' });
    expect(within(again).getAllByRole('row')).toHaveLength(2);
    expect(within(again).getByRole('cell', { name: 'Fetching fruit' })).toBeInTheDocument();
  });

  it('shows the empty text in one full-width row when there are no rows', () => {
    const { rerender } = renderWithProviders(
      <Table aria-label="Fruit" columns={columns} rows={[]} rowKey={rowKey} emptyText="No fruit" />,
    );
    const table = screen.getByRole('table', { name: 'Fruit' });
    expect(table).not.toHaveAttribute('aria-busy');
    expect(within(table).getByRole('cell', { name: 'No fruit' })).toHaveAttribute('colspan', '3');
    rerender(
      <Table
        aria-label="Fruit"
        columns={columns}
        rows={fruits}
        rowKey={rowKey}
        emptyText="No fruit"
      />,
    );
    const again = screen.getByRole('table', { name: 'Fruit' });
    expect(within(again).queryByText('No fruit')).not.toBeInTheDocument();
    expect(within(again).getAllByRole('row')).toHaveLength(3);
  });

  describe('scrolling sideways', () => {
    afterEach(() => vi.restoreAllMocks());

    it('makes its wrapper a focusable region named like the table while it scrolls', () => {
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(600);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
      renderWithProviders(
        <Table caption="Fruit" columns={columns} rows={fruits} rowKey={rowKey} />,
      );
      const region = screen.getByRole('region', { name: 'Fruit scrolls sideways' });
      expect(region).toHaveAttribute('tabindex', '0');
      expect(within(region).getByRole('table', { name: 'Fruit' })).toBeInTheDocument();
    });

    it('adds no tab stop when the table fits', () => {
      vi.spyOn(HTMLElement.prototype, 'scrollWidth', 'get').mockReturnValue(300);
      vi.spyOn(HTMLElement.prototype, 'clientWidth', 'get').mockReturnValue(320);
      renderWithProviders(
        <Table aria-label="Fruit" columns={columns} rows={fruits} rowKey={rowKey} />,
      );
      expect(screen.queryByRole('region', { name: /Fruit/ })).toBeNull();
    });
  });

  it("labels each cell with its column's name, for the cards of a narrow screen", () => {
    const sortable: TableColumn<Fruit>[] = [
      ...columns,
      {
        key: 'sorted',
        header: <button type="button">Sorted</button>,
        label: 'Sorted',
        cell: () => 'x',
      },
    ];
    renderWithProviders(
      <Table caption="Fruit" columns={sortable} rows={fruits.slice(0, 1)} rowKey={rowKey} />,
    );
    const cells = within(screen.getAllByRole('row')[1] as HTMLElement).getAllByRole('cell');
    expect(cells.map((c) => c.getAttribute('data-label'))).toEqual([
      'S.No',
      'Name',
      'Colour',
      'Sorted',
    ]);
  });
});
