import { FloatingPortal } from '@floating-ui/react';
import { type RefObject, useLayoutEffect } from 'react';
import { usePublished } from '../LazyView/lazyPart';
import type { SelectProps } from './Select';
import * as styles from './Select.css';
import type { TriggerEngine } from './useLazyTrigger';
import { useSelectListbox } from './useSelectListbox';
import type { SelectState } from './useSelectState';

export type SelectEngineProps = {
  /** The combobox (the eager `Select`'s element). */
  trigger: RefObject<HTMLDivElement | null>;
  /** Where the engine hands the combobox its Floating UI handlers. */
  engine: RefObject<TriggerEngine | null>;
  state: SelectState;
  options: SelectProps['options'];
  /** The chosen option's index, or -1. */
  selectedIndex: number;
  disabled: boolean;
  labelId: string;
  listboxId: string;
  optionId: (index: number) => string;
  onChoose: (index: number) => void;
  portalRoot: HTMLElement | null;
};

/**
 * The select's Floating UI part (loaded on first use): the interaction hooks on the eager
 * combobox (`useSelectListbox`, their handlers handed over through `engine`) and the open list.
 */
export function SelectEngine({
  trigger,
  engine,
  state,
  options,
  selectedIndex,
  disabled,
  labelId,
  listboxId,
  optionId,
  onChoose,
  portalRoot,
}: SelectEngineProps) {
  const listbox = useSelectListbox({ options, selectedIndex, disabled, state });
  const { refs } = listbox;
  // Layout effects: the engine only renders in the browser (its part never loads on a server).
  const { open, active } = state;
  useLayoutEffect(() => {
    refs.setReference(trigger.current);
  }, [refs, trigger]);
  usePublished(engine, {
    reference: listbox.getReferenceProps(),
    contains: (node: Node | null) => refs.floating.current?.contains(node) ?? false,
  });

  if (!open) return null;
  return (
    <FloatingPortal root={portalRoot}>
      <div
        ref={refs.setFloating}
        className={styles.listbox}
        style={listbox.floatingStyles}
        {...listbox.getFloatingProps({
          id: listboxId,
          'aria-labelledby': labelId,
          // Focus stays on the combobox, also when the list's scrollbar is pressed.
          onMouseDown: (event) => event.preventDefault(),
        })}
      >
        {options.map((option, index) => (
          // role="option", aria-selected and the hover handlers come from getItemProps (useRole, useListNavigation)
          <div
            key={option.value}
            className={styles.option}
            aria-disabled={option.disabled || undefined}
            data-active={index === active}
            {...listbox.getItemProps({
              id: optionId(index),
              active: index === active,
              selected: index === selectedIndex,
              ref: (node: HTMLDivElement | null) => {
                listbox.listRef.current[index] = node;
              },
              onClick: () => onChoose(index),
            })}
          >
            {option.label}
          </div>
        ))}
      </div>
    </FloatingPortal>
  );
}
