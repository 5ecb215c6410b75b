import { createFastHasher } from '../src/hash/fast';
import type { Hasher } from '../src/hash/types';
import type { Store } from '../src/store/types';

/** A hasher that counts its calls, to show how many passwords a request checked. */
export const countingHasher = () => {
  const inner = createFastHasher(1);
  const counter = { hash: 0, verify: 0 };
  const hasher: Hasher = {
    hash: (pw) => {
      counter.hash += 1;
      return inner.hash(pw);
    },
    verify: async (h, pw) => {
      counter.verify += 1;
      return inner.verify(h, pw);
    },
  };
  return { hasher, counter };
};

/** A store that logs the name of every method called on it, in order. */
export const spyingStore = (store: Store) => {
  const calls: string[] = [];
  const spied = new Proxy(store, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        calls.push(String(prop));
        return (value as (...a: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  return { store: spied, calls };
};
