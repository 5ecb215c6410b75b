import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { filterOptions, MULTI_SELECT_PAGE_SIZE, toggleValue, visiblePage } from './filterOptions';
import { fruits, MultiSelectHarness, many } from './testHarness';

const activeOption = (combobox: HTMLElement) => {
  const id = combobox.getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

describe('<MultiSelect />', () => {
  it('shows the placeholder, the required star and the label; opens with the search placeholder', async () => {
    const { user } = renderWithProviders(<MultiSelectHarness required />);
    const combobox = screen.getByRole('combobox', { name: 'Fruits' });
    expect(combobox).toHaveAttribute('placeholder', 'Select options...');
    expect(combobox).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('*')).toBeInTheDocument();
    await user.click(combobox);
    expect(combobox).toHaveAttribute('aria-expanded', 'true');
    expect(combobox).toHaveAttribute('placeholder', 'Search options...');
    const listbox = screen.getByRole('listbox', { name: 'Fruits' });
    expect(listbox).toHaveAttribute('aria-multiselectable', 'true');
    expect(screen.getAllByRole('option')).toHaveLength(5);
  });

  it('toggles with Enter and Space, skips disabled options, closes with Escape', async () => {
    const spy = vi.fn();
    const { user } = renderWithProviders(<MultiSelectHarness spy={spy} />);
    const combobox = screen.getByRole('combobox', { name: 'Fruits' });
    await user.tab();
    expect(combobox).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(activeOption(combobox)).toHaveTextContent('Apple');
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith(['apple']);
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption(combobox)).toHaveTextContent('Date');
    await user.keyboard(' ');
    expect(spy).toHaveBeenLastCalledWith(['apple', 'date']);
    expect(screen.getByRole('option', { name: 'Date' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowUp}{Enter}');
    expect(spy).toHaveBeenLastCalledWith(['apple', 'date', 'banana']);
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith(['apple', 'date']);
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox).toHaveAttribute('aria-expanded', 'false');
    expect(combobox).toHaveFocus();
    expect(screen.getByRole('button', { name: 'Remove Apple' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remove Date' })).toBeInTheDocument();
  });

  it('removes the last chip with Backspace in an empty search, any chip with its button', async () => {
    const spy = vi.fn();
    const { user } = renderWithProviders(
      <MultiSelectHarness spy={spy} initial={['apple', 'banana', 'date']} />,
    );
    const combobox = screen.getByRole('combobox', { name: 'Fruits' });
    await user.click(combobox);
    await user.keyboard('{Backspace}');
    expect(spy).toHaveBeenLastCalledWith(['apple', 'banana']);
    expect(screen.queryByRole('button', { name: 'Remove Date' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Remove Apple' }));
    expect(spy).toHaveBeenLastCalledWith(['banana']);
    expect(combobox).toHaveFocus();
    await user.keyboard('ba{Backspace}');
    expect(spy).toHaveBeenCalledTimes(2);
  });

  it('searches and says "No matching options" when nothing matches', async () => {
    const { user } = renderWithProviders(<MultiSelectHarness />);
    const combobox = screen.getByRole('combobox', { name: 'Fruits' });
    await user.click(combobox);
    await user.keyboard('err');
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Cherry',
      'Elderberry',
    ]);
    expect(activeOption(combobox)).toHaveTextContent('Elderberry');
    await user.keyboard('{Enter}');
    expect(screen.getByRole('button', { name: 'Remove Elderberry' })).toBeInTheDocument();
    await user.keyboard('xyz');
    expect(screen.getByText('No matching options')).toBeInTheDocument();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('says "No available options" when there are none', async () => {
    const { user } = renderWithProviders(<MultiSelectHarness options={[]} />);
    await user.click(screen.getByRole('combobox', { name: 'Fruits' }));
    expect(screen.getByText('No available options')).toBeInTheDocument();
  });

  it('shows Loading... while loading', async () => {
    const { user } = renderWithProviders(<MultiSelectHarness loading />);
    const combobox = screen.getByRole('combobox', { name: 'Fruits' });
    expect(combobox).toHaveAttribute('aria-busy', 'true');
    await user.click(combobox);
    expect(screen.getByText('Loading...')).toBeInTheDocument();
  });

  it('pages 6 options with Load More, by click or ArrowDown past the last', async () => {
    const { user } = renderWithProviders(<MultiSelectHarness options={many} loadMore />);
    const combobox = screen.getByRole('combobox', { name: 'Fruits' });
    await user.click(combobox);
    expect(screen.getAllByRole('option')).toHaveLength(6);
    await user.click(screen.getByRole('button', { name: 'Load More' }));
    expect(screen.getAllByRole('option')).toHaveLength(12);
    await user.keyboard('{ArrowDown}'.repeat(12));
    expect(activeOption(combobox)).toHaveTextContent('Option 13');
    expect(screen.getAllByRole('option')).toHaveLength(14);
    expect(screen.queryByRole('button', { name: 'Load More' })).not.toBeInTheDocument();
  });

  it('marks an error, describes the box with it and the hint', () => {
    renderWithProviders(<MultiSelectHarness error="Pick one" hint="Up to three" />);
    const combobox = screen.getByRole('combobox', { name: 'Fruits' });
    expect(combobox).toHaveAttribute('aria-invalid', 'true');
    expect(combobox).toHaveAccessibleDescription('Pick one Up to three');
  });

  it('is inert while disabled (no remove buttons)', () => {
    renderWithProviders(<MultiSelectHarness disabled initial={['apple']} />);
    expect(screen.getByRole('combobox', { name: 'Fruits' })).toBeDisabled();
    expect(screen.getByText('Apple')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove Apple' })).not.toBeInTheDocument();
  });

  it('shows the info tooltip', async () => {
    const { user } = renderWithProviders(
      <MultiSelectHarness info="Pick your fruits" infoDelay={0} />,
    );
    await user.tab();
    expect(screen.getByRole('button', { name: 'More information' })).toHaveFocus();
    expect(await screen.findByRole('tooltip')).toHaveTextContent('Pick your fruits');
  });
});

describe('multi-select helpers', () => {
  it('filter, page and toggle', () => {
    expect(filterOptions(fruits, ' AN ').map((o) => o.value)).toEqual(['banana']);
    expect(filterOptions(fruits, '')).toHaveLength(5);
    expect(visiblePage(many, 1, true)).toHaveLength(MULTI_SELECT_PAGE_SIZE);
    expect(visiblePage(many, 1, false)).toHaveLength(14);
    expect(toggleValue(['a'], 'b')).toEqual(['a', 'b']);
    expect(toggleValue(['a', 'b'], 'a')).toEqual(['b']);
  });
});
