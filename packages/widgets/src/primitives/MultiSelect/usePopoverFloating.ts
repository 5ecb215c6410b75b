import {
  autoUpdate,
  flip,
  offset,
  size,
  useDismiss,
  useFloating,
  useInteractions,
} from '@floating-ui/react';

/**
 * Floating UI for the multi-select's popover: below the field (flipped when there is no
 * room), as wide as it; a press outside closes it (Escape is handled by the search box).
 */
export const usePopoverFloating = (open: boolean, onOpenChange: (open: boolean) => void) => {
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange,
    placement: 'bottom-start',
    whileElementsMounted: autoUpdate,
    middleware: [
      offset(4),
      flip({ padding: 8 }),
      size({
        padding: 8,
        apply({ rects, elements }) {
          elements.floating.style.setProperty('width', `${rects.reference.width}px`);
        },
      }),
    ],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useDismiss(context, { escapeKey: false }),
  ]);
  return { refs, floatingStyles, getReferenceProps, getFloatingProps };
};
