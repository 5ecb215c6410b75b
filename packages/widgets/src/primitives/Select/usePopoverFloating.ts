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
 * Floating UI for a select's popup: below the field (flipped when there is no room), at
 * least as wide as the field (`fit: 'min-width'`, Select) or exactly as wide (`'width'`,
 * MultiSelect); a press outside closes it (Escape is the field's own to handle). The popup
 * stays hidden until it is first placed, so it never shows (or takes a click) at the page's
 * top-left corner for a frame.
 */
export const usePopoverFloating = (
  open: boolean,
  onOpenChange: (open: boolean) => void,
  fit: 'width' | 'min-width',
) => {
  const { refs, floatingStyles, context, isPositioned } = useFloating({
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
          elements.floating.style.setProperty(fit, `${rects.reference.width}px`);
        },
      }),
    ],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useDismiss(context, { escapeKey: false }),
  ]);
  return {
    refs,
    floatingStyles: isPositioned
      ? floatingStyles
      : { ...floatingStyles, visibility: 'hidden' as const },
    getReferenceProps,
    getFloatingProps,
  };
};
