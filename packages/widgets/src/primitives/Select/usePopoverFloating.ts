import { autoUpdate, flip, offset, size, useFloating } from '@floating-ui/react';

/**
 * Floating UI for a select's popup: below the field (flipped when there is no room), at
 * least as wide as the field (`fit: 'min-width'`, Select) or exactly as wide (`'width'`,
 * MultiSelect). The popup stays hidden until it is first placed, so it never shows (or takes
 * a click) at the page's top-left corner for a frame. The interactions (list navigation,
 * type-ahead, role, dismissal) are each component's own, built on the returned `context`.
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
  return {
    refs,
    context,
    floatingStyles: isPositioned
      ? floatingStyles
      : { ...floatingStyles, visibility: 'hidden' as const },
  };
};
