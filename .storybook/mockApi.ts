import type { SetupWorker } from 'msw/browser';

/**
 * Starts msw with the real API in memory (`createMockApi` with the seeded demo data) as the
 * worker's initial handlers, so every story talks to it and `parameters.msw` handlers of a
 * story take precedence. In Vitest `msw/browser` is a shim over `msw/node`.
 */
export const startMockApi = async (): Promise<SetupWorker> => {
  const [{ setupWorker }, { createMockApi }] = await Promise.all([
    import('msw/browser'),
    import('@rolescope/server/mock'),
  ]);
  const api = createMockApi({ seed: true });
  const worker = setupWorker(...api.handlers);
  await worker.start({
    quiet: true,
    onUnhandledRequest: 'bypass',
    serviceWorker: { url: './mockServiceWorker.js' },
  });
  return worker;
};
