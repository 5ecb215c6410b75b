import { type FocusEvent, type KeyboardEvent, type SyntheticEvent, useEffect, useRef } from 'react';
import { flushSync } from 'react-dom';
import { type LazyPart, usePartLoaded } from '../LazyView';

/**
 * Every handler Floating UI's interaction hooks give a select's trigger (`getReferenceProps()`
 * of useClick, useRole, useListNavigation, useTypeahead, useDismiss): the trigger delegates
 * each to the loaded engine.
 */
export const TRIGGER_HANDLERS = [
  'onClick',
  'onKeyDown',
  'onKeyUp',
  'onMouseDown',
  'onPointerDown',
  'onPointerEnter',
  'onFocus',
] as const;

/** What a select's engine (its lazily loaded Floating UI part) hands the eager trigger. */
export type TriggerEngine = {
  /** Floating UI's reference props (`getReferenceProps()`); the trigger calls their handlers. */
  reference: Record<string, unknown>;
  /** Whether `node` is inside the open popup (focus moving there keeps it open). */
  contains: (node: Node | null) => boolean;
};

type Intent = { type: 'click'; detail: number } | { type: 'keydown'; key: string };

type Part = Pick<LazyPart<never>, 'preload' | 'isLoaded' | 'subscribe'>;

export type LazyTriggerOptions<E extends HTMLElement> = {
  /** The engine's part: loaded on the first hover, focus, press or key. */
  part: Part;
  /** False while disabled: nothing is recorded. */
  enabled: boolean;
  /** The keys Floating UI's hooks answer: recorded before load, replayed once it has loaded. */
  isIntentKey: (event: KeyboardEvent<E>) => boolean;
  /** The component's own keys, after Floating UI's (as `getReferenceProps` merges them). */
  onKeyDown: (event: KeyboardEvent<E>) => void;
  onBlur: (event: FocusEvent<E>) => void;
};

/** Events the trigger dispatches again once the engine has loaded (the user's intent). */
const replayed = new WeakSet<Event>();

const replay = (target: HTMLElement | null, intents: readonly Intent[]) => {
  const view = target?.ownerDocument.defaultView;
  if (!target?.isConnected || !view) return;
  for (const intent of intents) {
    const init = { bubbles: true, cancelable: true };
    const event =
      intent.type === 'click'
        ? new view.MouseEvent('click', { ...init, detail: intent.detail })
        : new view.KeyboardEvent('keydown', { ...init, key: intent.key });
    replayed.add(event);
    // Each event sees the state the previous one left, as typed keys do.
    flushSync(() => target.dispatchEvent(event));
  }
};

/**
 * The eager half of a select's trigger: its handlers delegate to the engine's (Floating UI's
 * hooks, in a lazily loaded part) once it has loaded. Before that, a hover, focus or press
 * starts loading it, and a click or a key the hooks answer is recorded, then dispatched again
 * on the trigger once the engine is there, so the list opens as it would have (type-ahead
 * included). Moving focus away forgets what was recorded; Escape after recorded keys is replayed
 * after them.
 */
export function useLazyTrigger<E extends HTMLElement>({
  part,
  enabled,
  isIntentKey,
  onKeyDown,
  onBlur,
}: LazyTriggerOptions<E>) {
  const loaded = usePartLoaded(part);
  const engine = useRef<TriggerEngine | null>(null);
  const element = useRef<E | null>(null);
  const intents = useRef<Intent[]>([]);

  useEffect(() => {
    if (!loaded || intents.current.length === 0) return;
    const pending = intents.current.splice(0);
    // After the commit that mounted the engine (its handlers are in `engine`).
    queueMicrotask(() => {
      if (engine.current) replay(element.current, pending);
    });
  }, [loaded]);

  const preload = () => {
    part.preload().catch(() => {
      // Forgotten: the next hover, focus or key tries again.
    });
  };
  const record = (intent: Intent) => {
    intents.current.push(intent);
    preload();
  };
  /** Runs Floating UI's handler; false when the engine has not loaded. */
  const delegate = (name: (typeof TRIGGER_HANDLERS)[number], event: SyntheticEvent<E>) => {
    if (!engine.current) return false;
    // A replayed event already reached the page once, as the user's.
    if (replayed.has(event.nativeEvent)) event.stopPropagation();
    const handler = engine.current.reference[name];
    if (typeof handler === 'function') handler(event);
    return true;
  };
  const preloadOr = (name: (typeof TRIGGER_HANDLERS)[number]) => (event: SyntheticEvent<E>) => {
    if (!delegate(name, event)) preload();
  };

  return {
    loaded,
    /** The engine's handle, which the engine writes on each render. */
    engine,
    /** The trigger element (merge with the forwarded ref). */
    element,
    props: {
      onPointerEnter: preloadOr('onPointerEnter'),
      onPointerDown: preloadOr('onPointerDown'),
      onMouseDown: preloadOr('onMouseDown'),
      onFocus: preloadOr('onFocus'),
      onTouchStart: () => {
        if (!engine.current) preload();
      },
      onKeyUp: (event: KeyboardEvent<E>) => {
        delegate('onKeyUp', event);
      },
      onClick: (event: SyntheticEvent<E, MouseEvent>) => {
        if (!delegate('onClick', event) && enabled) {
          record({ type: 'click', detail: event.nativeEvent.detail });
        }
      },
      onKeyDown: (event: KeyboardEvent<E>) => {
        if (delegate('onKeyDown', event)) onKeyDown(event);
        else if (enabled && !event.defaultPrevented && isIntentKey(event)) {
          // As the loaded hooks would: no scroll, no submit, no typed space; the arrows
          // (useListNavigation) and type-ahead letters (useTypeahead) stay off the page.
          event.preventDefault();
          if (event.key.startsWith('Arrow') || (event.key.length === 1 && event.key !== ' ')) {
            event.stopPropagation();
          }
          record({ type: 'keydown', key: event.key });
        } else if (event.key === 'Escape' && enabled && intents.current.length > 0) {
          // After keys still waiting for the engine (Enter on a typed search): Escape comes
          // after them, in the order pressed, instead of dropping them.
          event.preventDefault();
          record({ type: 'keydown', key: event.key });
        } else {
          onKeyDown(event);
        }
      },
      onBlur: (event: FocusEvent<E>) => {
        intents.current = [];
        onBlur(event);
      },
    },
  };
}
