import { createMockApi, type MockApiOptions } from '@rolescope/server/mock';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * Starts msw in this test file with the real API in memory (`createMockApi`), failing on any
 * request it does not handle. Call at the top level of a test file.
 */
export const setupMockApi = (options: MockApiOptions = {}) => {
  const api = createMockApi(options);
  const server = setupServer(...api.handlers);
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return { ...api, server };
};
