import { act, renderHook, screen } from '@testing-library/react';
import { createRef, useRef } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { type HeldPart, heldPart } from '../../test/heldPart';
import { renderWithProviders } from '../../test/renderWithProviders';
import { TRIGGER_HANDLERS } from '../Select/useLazyTrigger';
import { MultiSelectEngine } from './MultiSelectEngine';
import { MultiSelectHarness } from './testHarness';
import { useMultiSelectListbox } from './useMultiSelectListbox';
import { useMultiSelectState } from './useMultiSelectState';

// The engine part, held back per test (test/heldPart.ts).
const engine = vi.hoisted(() => ({ held: undefined as unknown as HeldPart }));
vi.mock('./multiSelectEnginePart', () => ({
  get MultiSelectEnginePart() {
    return engine.held.part;
  },
}));
let release: () => Promise<void>;
let load: () => unknown;
beforeEach(() => {
  engine.held = heldPart(MultiSelectEngine);
  ({ release, load } = engine.held);
});

const combobox = () => screen.getByRole('combobox', { name: 'Fruits' });
const activeOption = () => {
  const id = combobox().getAttribute('aria-activedescendant');
  return id ? document.getElementById(id) : null;
};
const attributes = (element: Element) =>
  Object.fromEntries([...element.attributes].map((a) => [a.name, a.value]));

describe('<MultiSelect /> before its Floating UI part has loaded', () => {
  it('renders the same search box before and after the load, which starts on focus', async () => {
    const ref = createRef<HTMLInputElement>();
    const { user } = renderWithProviders(<MultiSelectHarness initial={['apple']} ref={ref} />);
    const element = combobox();
    const before = attributes(element);
    expect(before).toMatchObject({
      role: 'combobox',
      'aria-expanded': 'false',
      'aria-haspopup': 'listbox',
      'aria-autocomplete': 'list',
    });
    expect(load).not.toHaveBeenCalled();
    // Past the chip's remove button.
    await user.tab();
    await user.tab();
    expect(load).toHaveBeenCalledTimes(1);
    expect(element).toHaveFocus();
    await release();
    expect(combobox()).toBe(element);
    expect(ref.current).toBe(element);
    expect(attributes(combobox())).toEqual(before);
    expect(element).toHaveFocus();
  });

  it('opens on a click made before the load, once it has loaded', async () => {
    const { user } = renderWithProviders(<MultiSelectHarness />);
    await user.click(combobox());
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await release();
    expect(combobox()).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('listbox', { name: 'Fruits' })).toBeInTheDocument();
    expect(combobox()).toHaveFocus();
  });

  it('opens with ArrowUp pressed before the load on the last option', async () => {
    const { user } = renderWithProviders(<MultiSelectHarness />);
    await user.tab();
    await user.keyboard('{ArrowUp}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    await release();
    expect(activeOption()).toHaveTextContent('Elderberry');
  });

  it('searches as soon as one types; Enter chooses the first match at once, Escape closes', async () => {
    const spy = vi.fn();
    const { user } = renderWithProviders(<MultiSelectHarness spy={spy} />);
    await user.tab();
    await user.keyboard('ban');
    expect(combobox()).toHaveValue('ban');
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
    await user.keyboard('{Enter}');
    expect(spy).toHaveBeenLastCalledWith(['banana']);
    await release();
    expect(activeOption()).toHaveTextContent('Banana');
    expect(screen.getByRole('option', { name: 'Banana' })).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{Escape}');
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveFocus();
  });

  it('closes again with Escape pressed before the load', async () => {
    const { user } = renderWithProviders(<MultiSelectHarness />);
    await user.tab();
    await user.keyboard('{ArrowDown}{Escape}');
    await release();
    expect(screen.queryByRole('listbox')).not.toBeInTheDocument();
    expect(combobox()).toHaveAttribute('aria-expanded', 'false');
  });

  it('takes Space in an empty search as opening, not as a typed space', async () => {
    const { user } = renderWithProviders(<MultiSelectHarness />);
    await user.tab();
    await user.keyboard(' ');
    expect(combobox()).toHaveValue('');
    await release();
    expect(activeOption()).toHaveTextContent('Apple');
  });

  it('removes the last chip with Backspace without waiting for the load', async () => {
    const spy = vi.fn();
    const { user } = renderWithProviders(
      <MultiSelectHarness initial={['apple', 'date']} spy={spy} />,
    );
    act(() => combobox().focus());
    await user.keyboard('{Backspace}');
    expect(spy).toHaveBeenLastCalledWith(['apple']);
  });
});

describe('the multi-select engine', () => {
  it('gives the search box no handler the eager trigger does not delegate', () => {
    const { result } = renderHook(() =>
      useMultiSelectListbox({
        count: 3,
        hasMore: false,
        onLoadMore: () => {},
        disabled: false,
        state: useMultiSelectState(false, () => {}),
        control: useRef<HTMLDivElement>(null),
      }),
    );
    const handlers = Object.keys(result.current.getReferenceProps()).filter((key) =>
      key.startsWith('on'),
    );
    expect(handlers.length).toBeGreaterThan(0);
    expect(TRIGGER_HANDLERS).toEqual(expect.arrayContaining(handlers));
  });
});
