import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Pagination } from './Pagination';

describe('<Pagination />', () => {
  it('is a named navigation with "Page X of Y", the page numbers and the current page', () => {
    renderWithProviders(
      <Pagination label="Reports pages" page={5} totalPages={10} onPageChange={vi.fn()} />,
    );
    const nav = screen.getByRole('navigation', { name: 'Reports pages' });
    expect(within(nav).getByText('Page 5 of 10')).toHaveAttribute('aria-live', 'polite');
    const pages = within(nav)
      .getAllByRole('button', { name: /^Page \d+$/ })
      .map((b) => b.textContent);
    expect(pages).toEqual(['1', '4', '5', '6', '10']);
    expect(within(nav).getAllByText('More pages')).toHaveLength(2);
    expect(within(nav).getByRole('button', { name: 'Page 5' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    expect(within(nav).getByRole('button', { name: 'Page 4' })).not.toHaveAttribute('aria-current');
  });

  it('moves by Previous, Next and a page number', async () => {
    const onPageChange = vi.fn();
    const { user } = renderWithProviders(
      <Pagination label="Pages" page={2} totalPages={3} onPageChange={onPageChange} />,
    );
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await user.click(screen.getByRole('button', { name: 'Page 3' }));
    expect(onPageChange.mock.calls).toEqual([[1], [3], [3]]);
  });

  it('disables Previous on the first page and Next on the last', () => {
    const { rerender } = renderWithProviders(
      <Pagination label="Pages" page={1} totalPages={2} onPageChange={vi.fn()} />,
    );
    expect(screen.getByRole('button', { name: 'Previous' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    rerender(<Pagination label="Pages" page={2} totalPages={2} onPageChange={vi.fn()} />);
    expect(screen.getByRole('button', { name: 'Previous' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Next' })).toBeDisabled();
  });

  it('takes its texts from the strings (localization)', () => {
    renderWithProviders(
      <Pagination label="Seiten" page={1} totalPages={2} onPageChange={vi.fn()} />,
      {
        localization: {
          common: {
            previousPage: 'Zurück',
            nextPage: 'Weiter',
            pageOf: 'Seite {page} von {total}',
          },
        },
      },
    );
    expect(screen.getByText('Seite 1 von 2')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Zurück' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Weiter' })).toBeEnabled();
  });
});
