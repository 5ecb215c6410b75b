import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach, beforeAll } from 'vitest';
import { preloadParts } from '../primitives/LazyView';
import { en } from '../strings/en';
import { registerStrings } from '../strings/registry';

// Every area's default strings, as the main entry registers them.
registerStrings(en);

// jsdom lacks these browser APIs that floating-ui and the carousel use.
if (typeof window !== 'undefined') {
  if (!('ResizeObserver' in window)) {
    class ResizeObserverShim {
      observe() {}
      unobserve() {}
      disconnect() {}
    }
    Object.defineProperty(window, 'ResizeObserver', { value: ResizeObserverShim, writable: true });
    Object.defineProperty(globalThis, 'ResizeObserver', {
      value: ResizeObserverShim,
      writable: true,
    });
  }
  if (typeof window.matchMedia !== 'function') {
    Object.defineProperty(window, 'matchMedia', {
      writable: true,
      value: (query: string): MediaQueryList =>
        ({
          matches: false,
          media: query,
          onchange: null,
          addEventListener: () => {},
          removeEventListener: () => {},
          addListener: () => {},
          removeListener: () => {},
          dispatchEvent: () => false,
        }) as MediaQueryList,
    });
  }
}

// In jsdom, `Uint8Array` is the window's while Node's TextEncoder returns Node's Uint8Array, so
// `instanceof Uint8Array` checks (jose's, in the in-memory API) reject encoded keys. Encode
// into this realm's Uint8Array instead.
if (typeof window !== 'undefined' && !(new TextEncoder().encode('') instanceof Uint8Array)) {
  const NodeTextEncoder = TextEncoder;
  class RealmTextEncoder extends NodeTextEncoder {
    override encode(input?: string): Uint8Array<ArrayBuffer> {
      return new Uint8Array(super.encode(input));
    }
  }
  Object.defineProperty(globalThis, 'TextEncoder', { value: RealmTextEncoder, writable: true });
}

// The parts that load on first use (dialog panels, the auth panel's views) are loaded before each
// file's tests, which open them and expect them at once, as a page does once they have loaded.
// Their first, suspending render is lazyPart's own test and the browser suites'.
beforeAll(async () => {
  await preloadParts();
});

afterEach(() => {
  // Server-rendering tests run in node: no DOM to clean.
  if (typeof window === 'undefined') return;
  cleanup();
  window.localStorage.clear();
  window.sessionStorage.clear();
});
