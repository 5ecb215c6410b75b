import type { Placement } from '@floating-ui/react';
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
import { usePartLoaded } from '../LazyView';
import { usePortalRoot } from '../portal';
import { LazyTooltipBubble } from './lazyBubble';
import type { HoverIntent, ReferenceHandlers } from './TooltipBubble';

/** The specification's tooltip open delay (300 ms in the evaluation screens). */
export const TOOLTIP_DELAY_MS = 700;

/**
 * The trigger's handlers: those Floating UI's hover, focus and dismiss hooks return for the
 * reference (called once the bubble's part has loaded), and the pointer leaving.
 */
const HANDLERS = [
  'onPointerDown',
  'onPointerEnter',
  'onPointerLeave',
  'onMouseMove',
  'onMouseLeave',
  'onFocus',
  'onBlur',
  'onKeyDown',
] as const;

type Handler = (event: SyntheticEvent) => void;

const call = (handler: unknown, event: SyntheticEvent) => {
  if (typeof handler === 'function') (handler as Handler)(event);
};

const preload = () => {
  // A failed load is retried on the next hover or focus; the trigger works without the bubble.
  LazyTooltipBubble.preload().catch(() => {});
};

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

/**
 * A tooltip on hover and keyboard focus; Escape closes it. The child is the trigger, cloned the
 * same way before and after the bubble's part (Floating UI) loads, which its first hover or
 * focus starts; that hover or focus still opens the tooltip once the part has loaded.
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
    if (openProp === undefined) setUncontrolled(next);
    onOpenChange?.(next);
  };
  const id = useId();
  const portalRoot = usePortalRoot();
  const [reference, setReference] = useState<HTMLElement | null>(null);
  // The bubble's part mounts on the trigger's first hover or focus (or open), once loaded.
  const [engaged, setEngaged] = useState(false);
  const loaded = usePartLoaded(LazyTooltipBubble);
  const hover = useRef<HoverIntent>({ since: null });
  const handlers = useRef<ReferenceHandlers | null>(null);
  useEffect(() => {
    if (open) preload();
  }, [open]);

  const own: Partial<Record<(typeof HANDLERS)[number], () => void>> = {
    onPointerEnter: () => {
      hover.current.since = Date.now();
      preload();
      setEngaged(true);
    },
    onPointerLeave: () => {
      hover.current.since = null;
    },
    onFocus: () => {
      preload();
      setEngaged(true);
    },
  };
  const props: Record<string, unknown> = { ref: setReference };
  for (const name of HANDLERS) {
    props[name] = (event: SyntheticEvent) => {
      call(handlers.current?.[name], event);
      own[name]?.();
      call(children.props[name], event);
    };
  }
  // Described by the bubble while it shows (once its part has loaded).
  const describedBy = [children.props['aria-describedby'], open && loaded ? id : undefined].filter(
    Boolean,
  );
  props['aria-describedby'] = describedBy.length > 0 ? describedBy.join(' ') : undefined;

  return (
    <>
      {cloneElement(children, props)}
      {loaded && (engaged || open) ? (
        <LazyTooltipBubble
          portalRoot={portalRoot}
          reference={reference}
          content={content}
          id={id}
          open={open}
          onOpenChange={setOpen}
          delay={delay}
          placement={placement}
          hover={hover}
          handlers={handlers}
        />
      ) : null}
    </>
  );
}
