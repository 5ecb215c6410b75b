import {
  useClick,
  useDismiss,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import { type RefObject, useRef } from 'react';
import { usePopoverFloating } from '../Select/usePopoverFloating';
import type { MultiSelectState } from './useMultiSelectState';

export type UseMultiSelectListboxArgs = {
  /** How many options are shown (filtered and paged). */
  count: number;
  /** A Load More button follows the options. */
  hasMore: boolean;
  onLoadMore: () => void;
  disabled: boolean;
  /** The eager component's list state (`useMultiSelectState`). */
  state: MultiSelectState;
  /** The chip box around the search box: it places the popup, and a press in it is inside. */
  control: RefObject<HTMLDivElement | null>;
};

/**
 * The multi-select's popup on Floating UI's interaction hooks: `useListNavigation` (virtual
 * focus from the search box: ArrowDown/ArrowUp, disabled options skipped, no wrap; Home/End
 * stay the text box's), `useRole('combobox')`, `useDismiss` (Escape, a press outside the
 * field) and `useClick`. The Load More button is the list's last item: arrowing onto it loads
 * the next page, whose first option takes its place.
 */
export const useMultiSelectListbox = ({
  count,
  hasMore,
  onLoadMore,
  disabled,
  state,
  control,
}: UseMultiSelectListboxArgs) => {
  const { open, setOpen, active, setActive } = state;
  const { refs, floatingStyles, context } = usePopoverFloating(open, setOpen, 'width');
  const listRef = useRef<Array<HTMLElement | null>>([]);

  const interactions = useInteractions([
    useClick(context, { enabled: !disabled, toggle: false, keyboardHandlers: false }),
    useRole(context, { role: 'combobox' }),
    useListNavigation(context, {
      enabled: !disabled,
      listRef,
      activeIndex: active,
      onNavigate: (index) => {
        if (index === count && hasMore) onLoadMore();
        setActive(index);
      },
      virtual: true,
      focusItemOnOpen: true,
    }),
    useDismiss(context, {
      outsidePress: (event) => !control.current?.contains(event.target as Node | null),
    }),
  ]);

  return { refs, floatingStyles, listRef, ...interactions };
};
