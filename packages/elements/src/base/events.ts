import type { RolescopeEventMap } from '../types';

type Detail<K extends keyof RolescopeEventMap> =
  RolescopeEventMap[K] extends CustomEvent<infer D> ? D : never;

/** Dispatches one of the elements' events from `target`: bubbling and composed. */
export const emit = <K extends keyof RolescopeEventMap>(
  target: EventTarget,
  type: K,
  detail: Detail<K>,
): void => {
  target.dispatchEvent(new CustomEvent(type, { detail, bubbles: true, composed: true }));
};

export type Emit = <K extends keyof RolescopeEventMap>(type: K, detail: Detail<K>) => void;
