/**
 * `msw/browser` for stories run in Vitest (jsdom): a `setupWorker` over `msw/node`'s
 * `setupServer`, so msw-storybook-addon's loader works without a service worker.
 */
import type { RequestHandler } from 'msw';
import { setupServer } from 'msw/node';

type StartOptions = {
  onUnhandledRequest?: 'bypass' | 'warn' | 'error' | ((...args: never[]) => void);
};

export const setupWorker = (...handlers: RequestHandler[]) => {
  const server = setupServer(...handlers);
  return Object.assign(server, {
    start: async (options: StartOptions = {}) => {
      server.listen({
        onUnhandledRequest:
          typeof options.onUnhandledRequest === 'string' ? options.onUnhandledRequest : 'bypass',
      });
    },
    stop: () => server.close(),
  });
};
