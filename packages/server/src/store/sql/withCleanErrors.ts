import type { Store } from '../types';
import { cleanError } from './errors';

/**
 * Wraps a store so that a failing query never carries its SQL parameters (password
 * hashes, code hashes) into logs: driver errors are replaced by a plain message.
 */
export const withCleanErrors = (store: Store): Store =>
  new Proxy(store, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) =>
        (value as (...a: unknown[]) => Promise<unknown>).apply(target, args).catch((e: unknown) => {
          throw cleanError(e);
        });
    },
  });
