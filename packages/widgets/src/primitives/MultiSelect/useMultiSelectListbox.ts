import {
  useClick,
  useDismiss,
  useInteractions,
  useListNavigation,
  useRole,
} from '@floating-ui/react';
import { useCallback, useRef, useState } from 'react';
import { usePopoverFloating } from '../Select/usePopoverFloating';

export type UseMultiSelectListboxArgs = {
  /** How many options are shown (filtered and paged). */
  count: number;
  /** A Load More button follows the options. */
  hasMore: boolean;
  onLoadMore: () => void;
  /** Called when the list closes (to reset paging). */
  onClose: () => void;
  disabled: boolean;
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
  onClose,
  disabled,
}: UseMultiSelectListboxArgs) => {
  const [openState, setOpenState] = useState(false);
  const open = openState && !disabled;
  const [active, setActive] = useState<number | null>(null);
  const setOpen = (next: boolean) => {
    setOpenState(next);
    if (!next) onClose();
  };
  /** The chip box around the search box: it places the popup, and a press in it is inside. */
  const controlRef = useRef<HTMLDivElement | null>(null);
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
      outsidePress: (event) => !controlRef.current?.contains(event.target as Node | null),
    }),
  ]);

  const { setPositionReference } = refs;
  const setControl = useCallback(
    (node: HTMLDivElement | null) => {
      controlRef.current = node;
      setPositionReference(node);
    },
    [setPositionReference],
  );
  /** True when focus moved outside the field and its popup. */
  const leftField = (next: EventTarget | null) =>
    !controlRef.current?.contains(next as Node | null) &&
    !refs.floating.current?.contains(next as Node | null);

  return {
    open,
    setOpen,
    active,
    setActive,
    refs,
    setControl,
    leftField,
    floatingStyles,
    listRef,
    ...interactions,
  };
};
