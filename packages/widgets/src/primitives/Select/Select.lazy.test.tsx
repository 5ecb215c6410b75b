import { renderHook, screen } from '@testing-library/react';
import { createRef } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type HeldPart, heldPart } from '../../test/heldPart';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Select } from './Select';
import { SelectEngine } from './SelectEngine';
import { levels } from './testOptions';
import { TRIGGER_HANDLERS } from './useLazyTrigger';
import { useSelectListbox } from './useSelectListbox';
import { useSelectState } from './useSelectState';

// The engine part, held back per test (test/heldPart.ts).
const engine = vi.hoisted(() => ({ held: undefined as unknown as HeldPart }));
vi.mock('./selectEnginePart', () => ({
  get SelectEnginePart() {
    return engine.held.part;
  },
}));
let release: () => Promise<void>;
let load: () => unknown;
beforeEach(() => {
  engine.held = heldPart(SelectEngine);
  ({ release, load } = engine.held);
});

const pageKeys = vi.fn();
const onPageKey = (event: KeyboardEvent) => pageKeys(event.key);
afterEach(() => {
  window.removeEventListener('keydown', onPageKey);
  pageKeys.mockReset();
});

const combobox = () => screen.getByRole('combobox', { name: 'Level' });
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
const attributes = (element: Element) =>
  Object.fromEntries([...element.attributes].map((a) => [a.name, a.value]));

describe('<Select /> before its Floating UI part has loaded', () => {
  it('renders the same combobox before and after the load, which starts on hover', async () => {
    const ref = createRef<HTMLDivElement>();
    const { user } = renderWithProviders(
      <Select label="Level" options={levels} defaultValue="top" ref={ref} />,
    );
    const before = attributes(combobox());
    expect(before).toMatchObject({
      role: 'combobox',
      'aria-expanded': 'false',
      'aria-haspopup': 'listbox',
      'aria-autocomplete': 'none',
    });
    expect(load).not.toHaveBeenCalled();
    const element = combobox();
    await user.hover(element);
    expect(load).toHaveBeenCalledTimes(1);
    await release();
    expect(combobox()).toBe(element);
    expect(ref.current).toBe(element);
    expect(attributes(combobox())).toEqual(before);
    await user.click(combobox());
    expect(screen.getByRole('option', { name: 'Top' })).toHaveAttribute('aria-selected', 'true');
  });

  it('opens on a click made before the load, once it has loaded', async () => {
    const { user } = renderWithProviders(<Select label="Level" options={levels} />);
    await user.click(combobox());
    expect(load).toHaveBeenCalledTimes(1);
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await release();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Level' })).toBeInTheDocument();
    expect(combobox()).toHaveFocus();
    await user.click(screen.getByRole('option', { name: 'Middle' }));
    expect(combobox()).toHaveTextContent('Middle');
  });

  it('opens with ArrowUp pressed before the load on the last option; the key stays off the page', async () => {
    window.addEventListener('keydown', onPageKey);
    const { user } = renderWithProviders(<Select label="Level" options={levels} />);
    await user.tab();
    expect(load).toHaveBeenCalledTimes(1);
    await user.keyboard('{ArrowUp}');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await release();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toHaveTextContent('Trainee');
    expect(combobox()).toHaveFocus();
    // Floating UI's list navigation stops the arrows; the trigger does so before the load too.
    expect(pageKeys).not.toHaveBeenCalledWith('ArrowUp');
  });

  it('opens with Enter, Space or End pressed before the load, as it would have', async () => {
    const { user } = renderWithProviders(
      <Select label="Level" options={levels} defaultValue="middle" />,
    );
    await user.tab();
    await user.keyboard('{Enter}');
    await release();
    expect(activeOption()).toHaveTextContent('Middle');
    await user.keyboard('{Escape}{End}');
    expect(activeOption()).toHaveTextContent('Trainee');
  });

  it('lands type-ahead typed before the load on the match of the whole search', async () => {
    const onChange = vi.fn();
    const { user } = renderWithProviders(
      <Select label="Level" options={levels} onChange={onChange} />,
    );
    await user.tab();
    await user.keyboard('tr');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await release();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(activeOption()).toHaveTextContent('Trainee');
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenCalledWith('trainee');
    expect(combobox()).toHaveFocus();
  });

  it('closes the list asked for before the load with Escape, which stays off the page', async () => {
    window.addEventListener('keydown', onPageKey);
    const { user } = renderWithProviders(<Select label="Level" options={levels} />);
    await user.tab();
    await user.keyboard('{ArrowDown}{Escape}');
    await release();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(pageKeys).not.toHaveBeenCalledWith('Escape');
  });

  it('closes the list asked for before the load when focus moves on', async () => {
    const { user } = renderWithProviders(
      <>
        <Select label="Level" options={levels} />
        <button type="button">Next</button>
      </>,
    );
    await user.tab();
    await user.keyboard('{ArrowDown}');
    await user.tab();
    await release();
    expect(screen.getByRole('button', { name: 'Next' })).toHaveFocus();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('opens nothing while disabled', async () => {
    const { user } = renderWithProviders(<Select label="Level" options={levels} disabled />);
    await user.click(combobox());
    combobox().focus();
    await user.keyboard('{ArrowDown}t');
    await release();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
  });
});

describe('the select engine', () => {
  it('gives the combobox no handler the eager trigger does not delegate', () => {
    const { result } = renderHook(() =>
      useSelectListbox({
        options: levels,
        selectedIndex: -1,
        disabled: false,
        state: useSelectState(false),
      }),
    );
    const handlers = Object.keys(result.current.getReferenceProps()).filter((key) =>
      key.startsWith('on'),
    );
    expect(handlers.length).toBeGreaterThan(0);
    expect(TRIGGER_HANDLERS).toEqual(expect.arrayContaining(handlers));
  });
});
