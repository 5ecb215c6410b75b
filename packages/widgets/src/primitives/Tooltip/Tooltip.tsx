import {
  autoUpdate,
  FloatingPortal,
  flip,
  offset,
  type Placement,
  shift,
  useDismiss,
  useFloating,
  useFocus,
  useHover,
  useInteractions,
  useRole,
} from '@floating-ui/react';
import { cloneElement, type ReactElement, type ReactNode, type Ref, useState } from 'react';
import { usePortalRoot } from '../portal';
import * as styles from './Tooltip.css';

/** The specification's tooltip open delay (300 ms in the evaluation screens). */
export const TOOLTIP_DELAY_MS = 700;

export type TooltipProps = {
  /** What the tooltip says. */
  content: ReactNode;
  /** One focusable element (a DOM element or a component forwarding its ref) with event handlers. */
  children: ReactElement<Record<string, unknown> & { ref?: Ref<HTMLElement> }>;
  /** Open delay in ms on hover (focus opens at once). */
  delay?: number;
  placement?: Placement;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/** A tooltip on hover and keyboard focus; Escape closes it. */
export function Tooltip({
  content,
  children,
  delay = TOOLTIP_DELAY_MS,
  placement = 'top',
  open: openProp,
  defaultOpen = false,
  onOpenChange,
}: TooltipProps) {
  const [uncontrolled, setUncontrolled] = useState(defaultOpen);
  const open = openProp ?? uncontrolled;
  const setOpen = (next: boolean) => {
    if (openProp === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  const portalRoot = usePortalRoot();
  const { refs, floatingStyles, context } = useFloating({
    open,
    onOpenChange: setOpen,
    placement,
    whileElementsMounted: autoUpdate,
    middleware: [offset(6), flip(), shift({ padding: 8 })],
  });
  const { getReferenceProps, getFloatingProps } = useInteractions([
    useHover(context, { delay: { open: delay, close: 0 }, move: false }),
    useFocus(context),
    useDismiss(context),
    useRole(context, { role: 'tooltip' }),
  ]);
  return (
    <>
      {cloneElement(children, { ...getReferenceProps(children.props), ref: refs.setReference })}
      {open ? (
        <FloatingPortal root={portalRoot}>
          <div
            ref={refs.setFloating}
            className={styles.tooltip}
            style={floatingStyles}
            {...getFloatingProps()}
          >
            {content}
          </div>
        </FloatingPortal>
      ) : null}
    </>
  );
}
