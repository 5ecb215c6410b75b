import {
  cloneElement,
  type ReactElement,
  type ReactNode,
  type Ref,
  type SyntheticEvent,
  useEffect,
  useId,
  useRef,
  useState,
} from 'react';
import { usePortalRoot } from '../portal';
import { TooltipBubble, type TooltipSide } from './TooltipBubble';

/** The specification's tooltip open delay (300 ms in the evaluation screens). */
export const TOOLTIP_DELAY_MS = 700;

/**
 * Focus from the keyboard (a click's focus opens no tooltip); true where `:focus-visible` is
 * unknown or not modelled (jsdom), as Floating UI's `useFocus` decides.
 */
const focusVisible = (element: Element): boolean => {
  if (/jsdom/.test(element.ownerDocument.defaultView?.navigator.userAgent ?? '')) return true;
  try {
    return element.matches(':focus-visible');
  } catch {
    return true;
  }
};

export type TooltipProps = {
  /** What the tooltip says. */
  content: ReactNode;
  /** One focusable element (a DOM element or a component forwarding its ref) with event handlers. */
  children: ReactElement<Record<string, unknown> & { ref?: Ref<HTMLElement> }>;
  /** Open delay in ms on hover (focus opens at once). */
  delay?: number;
  /** The side the bubble prefers (the other one when only that has room). */
  placement?: TooltipSide;
  open?: boolean;
  defaultOpen?: boolean;
  onOpenChange?: (open: boolean) => void;
};

/**
 * A tooltip on hover (after `delay`) and keyboard focus; Escape, the pointer leaving or blur
 * close it. While open, the bubble describes the trigger.
 */
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
    if (next === open) return;
    if (openProp === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  const id = useId();
  const portalRoot = usePortalRoot();
  const [reference, setReference] = useState<HTMLElement | null>(null);
  const timer = useRef<number | undefined>(undefined);
  const later = (next: (() => void) | null) => {
    window.clearTimeout(timer.current);
    if (next) timer.current = window.setTimeout(next, delay);
  };
  useEffect(() => () => window.clearTimeout(timer.current), []);
  const close = useRef(() => setOpen(false));
  close.current = () => setOpen(false);
  useEffect(() => {
    if (!open) return;
    // Escape closes it wherever focus is (WCAG 1.4.13: dismissible without moving the pointer).
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') close.current();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [open]);

  const own: Record<string, (event: SyntheticEvent<HTMLElement>) => void> = {
    onPointerEnter: () => {
      later(() => setOpen(true));
    },
    onPointerLeave: () => {
      later(null);
      setOpen(false);
    },
    onFocus: (event) => {
      if (focusVisible(event.currentTarget)) setOpen(true);
    },
    onBlur: () => {
      later(null);
      setOpen(false);
    },
  };
  const props: Record<string, unknown> = { ref: setReference };
  for (const [name, handler] of Object.entries(own)) {
    props[name] = (event: SyntheticEvent<HTMLElement>) => {
      handler(event);
      const theirs = children.props[name];
      if (typeof theirs === 'function') theirs(event);
    };
  }
  const describedBy = [children.props['aria-describedby'], open ? id : undefined].filter(Boolean);
  props['aria-describedby'] = describedBy.length > 0 ? describedBy.join(' ') : undefined;

  return (
    <>
      {cloneElement(children, props)}
      {open ? (
        <TooltipBubble
          portalRoot={portalRoot}
          reference={reference}
          content={content}
          id={id}
          side={placement}
        />
      ) : null}
    </>
  );
}
