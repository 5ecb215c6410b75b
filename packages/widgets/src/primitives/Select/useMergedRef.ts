import { type Ref, type RefObject, useCallback } from 'react';

/**
 * One callback ref for an element the component keeps (`own`) and the ref it was given
 * (`forwarded`, e.g. react-hook-form's `field.ref`): both always name the same element.
 */
export const useMergedRef = <T>(own: RefObject<T | null>, forwarded: Ref<T> | undefined) =>
  useCallback(
    (node: T | null) => {
      own.current = node;
      const cleanup = typeof forwarded === 'function' ? forwarded(node) : undefined;
      if (forwarded && typeof forwarded === 'object') forwarded.current = node;
      return () => {
        own.current = null;
        if (typeof cleanup === 'function') cleanup();
        else if (typeof forwarded === 'function') forwarded(null);
        else if (forwarded) forwarded.current = null;
      };
    },
    [own, forwarded],
  );
