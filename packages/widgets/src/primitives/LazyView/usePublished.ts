import { type RefObject, useLayoutEffect } from 'react';

/**
 * Writes `value` into `ref` after each render of a lazily loaded engine, and clears it when the
 * engine unmounts: the eager trigger reads its handlers there (layout effects: an engine only
 * renders in the browser).
 */
export const usePublished = <T>(ref: RefObject<T | null>, value: T): void => {
  useLayoutEffect(() => {
    ref.current = value;
  });
  useLayoutEffect(
    () => () => {
      ref.current = null;
    },
    [ref],
  );
};
