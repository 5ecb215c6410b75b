import { screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Select } from './Select';
import { levels } from './testOptions';

const combobox = () => screen.getByRole('combobox', { name: 'Level' });
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
/** Longer than the type-ahead's 500 ms: the next letter starts a new search. */
const pause = () => new Promise((resolve) => setTimeout(resolve, 600));

const pageKeys = vi.fn();
const onPageKey = (event: KeyboardEvent) => pageKeys(event.key);
afterEach(() => {
  window.removeEventListener('keydown', onPageKey);
  pageKeys.mockReset();
});

describe('<Select /> by keyboard', () => {
  it('opens with ArrowUp on the last option; the arrows stop at either end and stay off the page', async () => {
    window.addEventListener('keydown', onPageKey);
    const { user } = renderWithProviders(<Select label="Level" options={levels} />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toHaveTextContent('Trainee');
    expect(pageKeys).not.toHaveBeenCalledWith('ArrowUp');
    await user.keyboard('{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Trainee');
    await user.keyboard('{Home}{ArrowUp}');
    expect(activeOption()).toHaveTextContent('Junior');
    await user.keyboard('{ArrowDown}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Top');
  });

  it('opens with Home or End at either end, even with a chosen value', async () => {
    const { user } = renderWithProviders(
      <Select label="Level" options={levels} defaultValue="middle" />,
    );
    await user.tab();
    await user.keyboard('{End}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toHaveTextContent('Trainee');
    await user.keyboard('{Escape}{Home}');
    expect(activeOption()).toHaveTextContent('Junior');
    await user.keyboard('{Escape}{ArrowDown}');
    expect(activeOption()).toHaveTextContent('Middle');
  });

  it('opens and selects with Space; Tab closes the list and moves on', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <>
        <Select label="Level" options={levels} onChange={onChange} />
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    await user.keyboard(' ');
    expect(activeOption()).toHaveTextContent('Junior');
    await user.keyboard('{ArrowDown} ');
    expect(onChange).toHaveBeenCalledWith('middle');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard(' ');
    expect(activeOption()).toHaveTextContent('Middle');
    await user.tab();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(combobox()).toHaveTextContent('Middle');
  });

  it('type-ahead: a repeated letter cycles, disabled options never match', async () => {
    const { user } = renderWithProviders(
      <Select label="Level" options={levels} defaultValue="junior" />,
    );
    await user.tab();
    await user.keyboard('t');
    expect(activeOption()).toHaveTextContent('Top');
    await user.keyboard('t');
    expect(activeOption()).toHaveTextContent('Trainee');
    await user.keyboard('t');
    expect(activeOption()).toHaveTextContent('Top');
    await pause();
    await user.keyboard('se');
    expect(activeOption()).toHaveTextContent('Top');
    await pause();
    await user.keyboard('mi');
    expect(activeOption()).toHaveTextContent('Middle');
    await user.keyboard('{Enter}');
    expect(combobox()).toHaveTextContent('Middle');
  });

  it('Escape closes the list only: the key does not reach the page (a dialog around it)', async () => {
    window.addEventListener('keydown', onPageKey);
    const { user } = renderWithProviders(<Select label="Level" options={levels} />);
    await user.click(combobox());
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveFocus();
    expect(pageKeys).not.toHaveBeenCalledWith('Escape');
    await user.keyboard('{Escape}');
    expect(pageKeys).toHaveBeenCalledWith('Escape');
  });

  it('points aria-controls at the listbox only while it is open; a press outside closes it', async () => {
    const { user } = renderWithProviders(
      <Select label="Level" options={levels} defaultValue="top" />,
    );
    expect(combobox()).not.toHaveAttribute('aria-controls');
    await user.click(combobox());
    const listbox = screen.getByRole('listbox', { name: 'Level' });
    expect(combobox()).toHaveAttribute('aria-controls', listbox.id);
    await user.hover(screen.getByRole('option', { name: 'Junior' }));
    expect(activeOption()).toHaveTextContent('Junior');
    const selected = screen.getAllByRole('option', { selected: true });
    expect(selected.map((o) => o.textContent)).toEqual(['Top']);
    await user.click(document.body);
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });

  it('hands its ref to the combobox (react-hook-form focuses a field with an error)', () => {
    const ref = createRef<HTMLDivElement>();
    renderWithProviders(<Select label="Level" options={levels} ref={ref} />);
    expect(ref.current).toBe(combobox());
    ref.current?.focus();
    expect(combobox()).toHaveFocus();
  });

  it('does not open while disabled', async () => {
    const { user } = renderWithProviders(<Select label="Level" options={levels} disabled />);
    await user.click(combobox());
    combobox().focus();
    await user.keyboard('{ArrowDown}{Enter}t');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});
