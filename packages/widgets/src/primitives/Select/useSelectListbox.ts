import {
  useClick,
  useDismiss,
  useInteractions,
  useListNavigation,
  useRole,
  useTypeahead,
} from '@floating-ui/react';
import { useRef } from 'react';
import { findLabelMatch, type NavOption } from './navigation';
import { usePopoverFloating } from './usePopoverFloating';
import type { SelectState } from './useSelectState';

/** Type-ahead keystrokes belong to one search until 500 ms pass without typing. */
const TYPEAHEAD_RESET_MS = 500;

export type UseSelectListboxArgs = {
  options: readonly NavOption[];
  /** The chosen option's index, or -1. */
  selectedIndex: number;
  disabled: boolean;
  /** The eager component's list state (`useSelectState`). */
  state: SelectState;
};

/**
 * The select-only combobox's popup on Floating UI's interaction hooks: `useListNavigation`
 * (virtual focus: arrows, Home/End, disabled options skipped, no wrap), `useTypeahead`,
 * `useRole('select')`, `useDismiss` (Escape, a press outside) and `useClick`. Focus stays
 * on the combobox, which names the active option with `aria-activedescendant`.
 */
export const useSelectListbox = ({
  options,
  selectedIndex,
  disabled,
  state,
}: UseSelectListboxArgs) => {
  const { open, setOpen, openAt, active, setActive, openedAt } = state;
  const { refs, floatingStyles, context } = usePopoverFloating(open, setOpen, 'min-width');
  const listRef = useRef<Array<HTMLElement | null>>([]);
  const labelsRef = useRef<Array<string | null>>([]);
  labelsRef.current = options.map((o) => (o.disabled ? null : o.label));
  const selected = selectedIndex >= 0 ? selectedIndex : null;

  const interactions = useInteractions([
    useClick(context, { enabled: !disabled, keyboardHandlers: false, stickIfOpen: false }),
    useRole(context, { role: 'select' }),
    useListNavigation(context, {
      enabled: !disabled,
      listRef,
      activeIndex: active,
      selectedIndex: openedAt ? null : selected,
      onNavigate: setActive,
      virtual: true,
      focusItemOnOpen: true,
    }),
    // Typing opens the closed list on the match (WAI-ARIA APG select-only combobox), so the
    // search runs as if open: a query begun on the closed select carries on once it opens.
    useTypeahead(
      { ...context, open: true },
      {
        enabled: !disabled,
        listRef: labelsRef,
        activeIndex: open ? active : null,
        selectedIndex: open ? null : selected,
        resetMs: TYPEAHEAD_RESET_MS,
        findMatch: findLabelMatch,
        onMatch: (index) => (open ? setActive(index) : openAt(index)),
      },
    ),
    useDismiss(context),
  ]);

  return { refs, floatingStyles, listRef, ...interactions };
};
