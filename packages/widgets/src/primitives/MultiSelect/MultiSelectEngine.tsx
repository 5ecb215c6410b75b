import { FloatingPortal } from '@floating-ui/react';
import { type RefObject, useLayoutEffect } from 'react';
import { usePublished } from '../LazyView/lazyPart';
import type { TriggerEngine } from '../Select/useLazyTrigger';
import { MultiSelectPopover, type MultiSelectPopoverProps } from './MultiSelectPopover';
import { useMultiSelectListbox } from './useMultiSelectListbox';
import type { MultiSelectState } from './useMultiSelectState';

export type MultiSelectEngineProps = {
  /** The search box (the eager `MultiSelect`'s combobox). */
  trigger: RefObject<HTMLInputElement | null>;
  /** The chip box around it: it places the popup, and a press in it is inside. */
  control: RefObject<HTMLDivElement | null>;
  /** Where the engine hands the combobox its Floating UI handlers. */
  engine: RefObject<TriggerEngine | null>;
  state: MultiSelectState;
  disabled: boolean;
  portalRoot: HTMLElement | null;
  /** The popover's content (its Floating UI props are the engine's). */
  popover: Omit<
    MultiSelectPopoverProps,
    'active' | 'listRef' | 'getItemProps' | 'floatingRef' | 'floatingProps'
  >;
};

/**
 * The multi-select's Floating UI part (loaded on first use): the interaction hooks on the
 * eager search box (`useMultiSelectListbox`, their handlers handed over through `engine`) and
 * the open popover.
 */
export function MultiSelectEngine({
  trigger,
  control,
  engine,
  state,
  disabled,
  portalRoot,
  popover,
}: MultiSelectEngineProps) {
  const listbox = useMultiSelectListbox({
    count: popover.visible.length,
    hasMore: popover.hasMore,
    onLoadMore: popover.onLoadMore,
    disabled,
    state,
    control,
  });
  const { refs } = listbox;
  // Layout effects: the engine only renders in the browser (its part never loads on a server).
  useLayoutEffect(() => {
    refs.setReference(trigger.current);
    refs.setPositionReference(control.current);
  }, [refs, trigger, control]);
  usePublished(engine, {
    reference: listbox.getReferenceProps(),
    contains: (node: Node | null) => refs.floating.current?.contains(node) ?? false,
  });

  if (!state.open) return null;
  return (
    <FloatingPortal root={portalRoot}>
      <MultiSelectPopover
        {...popover}
        active={state.active}
        listRef={listbox.listRef}
        getItemProps={listbox.getItemProps}
        floatingRef={refs.setFloating}
        floatingProps={listbox.getFloatingProps({
          id: `${popover.baseId}-popup`,
          // The popup holds the listbox, or a message, and Load More: it is no listbox itself.
          role: undefined,
          'aria-orientation': undefined,
          style: listbox.floatingStyles,
          // Focus stays in the search box, also when the list's scrollbar is pressed.
          onMouseDown: (event) => event.preventDefault(),
        })}
      />
    </FloatingPortal>
  );
}
