import { screen } from '@testing-library/react';
import { type ComponentProps, createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MultiSelectHarness, many } from './testHarness';

/** The multi-select with a button after it, to Tab out to. */
function Harness(props: ComponentProps<typeof MultiSelectHarness>) {
  return (
    <>
      <MultiSelectHarness {...props} />
      <button type="button">Next</button>
    </>
  );
}

const combobox = () => screen.getByRole('combobox', { name: 'Fruits' });
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};

const pageKeys = vi.fn();
const onPageKey = (event: KeyboardEvent) => pageKeys(event.key);
afterEach(() => {
  window.removeEventListener('keydown', onPageKey);
  pageKeys.mockReset();
});

describe('<MultiSelect /> by keyboard', () => {
  it('opens with ArrowUp on the last option; the arrows stop at either end; Home/End stay in the text', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toHaveTextContent('Elderberry');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Elderberry');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Banana');
    await user.keyboard('{ArrowUp}{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Apple');
    await user.keyboard('da{Home}');
    expect(combobox()).toHaveProperty('selectionStart', 0);
    expect(activeOption()).toHaveTextContent('Date');
  });

  it('Enter opens, then toggles without closing; Tab closes the list and moves on', async () => {
    const spy = vi.fn();
    const { user } = renderWithProviders(<Harness spy={spy} />);
    await user.tab();
    await user.keyboard('{Enter}');
    expect(activeOption()).toHaveTextContent('Apple');
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith(['apple']);
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('option', { name: 'Apple' })).toHaveAttribute('aria-selected', 'true');
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
  });

  it('Space in an empty search opens the list instead of typing a space', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.tab();
    await user.keyboard(' ');
    expect(combobox()).toHaveValue('');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toHaveTextContent('Apple');
  });

  it('Escape closes the list only (not a dialog around it), then clears the search', async () => {
    window.addEventListener('keydown', onPageKey);
    const { user } = renderWithProviders(<Harness />);
    await user.click(combobox());
    await user.keyboard('ban{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveValue('ban');
    expect(combobox()).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(combobox()).toHaveValue('');
    expect(pageKeys).not.toHaveBeenCalledWith('Escape');
    await user.keyboard('{Escape}');
    expect(pageKeys).toHaveBeenCalledWith('Escape');
  });

  it('loads more by keyboard: ArrowDown past the last option shows the next page', async () => {
    const spy = vi.fn();
    const { user } = renderWithProviders(<Harness options={many} loadMore spy={spy} />);
    await user.tab();
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(6);
    await user.keyboard('{ArrowDown}'.repeat(5));
    expect(activeOption()).toHaveTextContent('Option 6');
    await user.keyboard('{ArrowDown}');
    expect(screen.getAllByRole('option')).toHaveLength(12);
    expect(activeOption()).toHaveTextContent('Option 7');
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith(['o7']);
  });

  it('keeps the list open while a chip is removed with its button', async () => {
    const { user } = renderWithProviders(<Harness />);
    await user.click(combobox());
    await user.keyboard('{Enter}');
    await user.click(screen.getByRole('button', { name: 'Remove Apple' }));
    expect(screen.getByRole('listbox', { name: 'Fruits' })).toBeInTheDocument();
    expect(combobox()).toHaveFocus();
    await user.click(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('takes a ref, onBlur and name, as react-hook-form and native forms need', async () => {
    const ref = createRef<HTMLInputElement>();
    const onBlur = vi.fn();
    const { user, container } = renderWithProviders(
      <Harness ref={ref} onBlur={onBlur} name="fruits" />,
    );
    expect(ref.current).toBe(combobox());
    await user.click(combobox());
    await user.keyboard('{Enter}{ArrowDown}{Enter}');
    await user.tab();
    expect(onBlur).toHaveBeenCalled();
    const hidden = container.querySelectorAll<HTMLInputElement>('input[type="hidden"]');
    expect([...hidden].map((i) => [i.name, i.value])).toEqual([
      ['fruits', 'apple'],
      ['fruits', 'banana'],
    ]);
  });
});
