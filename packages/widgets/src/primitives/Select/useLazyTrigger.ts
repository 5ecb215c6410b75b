import type { FocusEvent, KeyboardEvent, SyntheticEvent } from 'react';
import { useRef } from 'react';
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

export type LazyTriggerOptions<E extends HTMLElement> = {
  /** The engine's part: loaded on the first hover, focus, press or key. */
  part: Pick<LazyPart<never>, 'preload' | 'isLoaded' | 'subscribe'>;
  /**
   * Before the engine has loaded: a click or a key the hooks would answer, applied to the
   * component's own list state (open, active option), which the engine takes over on load.
   */
  early: { onClick: () => void; onKeyDown: (event: KeyboardEvent<E>) => void };
  /** The component's own keys, after Floating UI's (as `getReferenceProps` merges them). */
  onKeyDown: (event: KeyboardEvent<E>) => void;
  onBlur: (event: FocusEvent<E>) => void;
};

/**
 * The eager half of a select's trigger: its handlers delegate to the engine's (Floating UI's
 * hooks, in a lazily loaded part) once it has loaded. Before that, a hover, focus or press
 * starts loading it, and a click or a key changes the list state the component owns, so the
 * list shows as asked once the engine is there (no event is recorded or dispatched again).
 */
export function useLazyTrigger<E extends HTMLElement>({
  part,
  early,
  onKeyDown,
  onBlur,
}: LazyTriggerOptions<E>) {
  const loaded = usePartLoaded(part);
  const engine = useRef<TriggerEngine | null>(null);
  const element = useRef<E | null>(null);
  const preload = () => {
    part.preload().catch(() => {
      // Forgotten: the next hover, focus or key tries again.
    });
  };
  /** Runs Floating UI's handler; false (and loads the engine) when it has not loaded. */
  const delegate = (name: (typeof TRIGGER_HANDLERS)[number], event: SyntheticEvent<E>) => {
    const handler = engine.current?.reference[name];
    if (!engine.current) preload();
    else if (typeof handler === 'function') handler(event);
    return engine.current !== null;
  };
  const on = (name: (typeof TRIGGER_HANDLERS)[number]) => (event: SyntheticEvent<E>) => {
    delegate(name, event);
  };

  return {
    loaded,
    /** The engine's handle, which the engine writes on each render. */
    engine,
    /** The trigger element (merge with the forwarded ref). */
    element,
    props: {
      onPointerEnter: on('onPointerEnter'),
      onPointerDown: on('onPointerDown'),
      onMouseDown: on('onMouseDown'),
      onFocus: on('onFocus'),
      onTouchStart: () => {
        if (!engine.current) preload();
      },
      onKeyUp: on('onKeyUp'),
      onClick: (event: SyntheticEvent<E, MouseEvent>) => {
        if (!delegate('onClick', event)) early.onClick();
      },
      onKeyDown: (event: KeyboardEvent<E>) => {
        if (!delegate('onKeyDown', event) && !event.defaultPrevented) early.onKeyDown(event);
        onKeyDown(event);
      },
      onBlur,
    },
  };
}
