import { render, screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { setupMockApi, TEST_API_BASE } from '../test';
import { EmbedSessionError } from './embedSessionError';
import { RolescopeProvider } from './RolescopeProvider';

const { server, demoToken } = setupMockApi({ seed: true });
const ME = `${TEST_API_BASE}/v1/user/me`;

/** Starts an embed session and resolves to the error `onError` received. */
const startAndFail = async (fetchClientSecret: () => Promise<string>) => {
  const onError = vi.fn();
  render(
    <RolescopeProvider
      baseUrl={TEST_API_BASE}
      fetchClientSecret={fetchClientSecret}
      onError={onError}
    >
      <p>Widgets</p>
    </RolescopeProvider>,
  );
  expect(await screen.findByRole('alert')).toHaveTextContent('Could not start your session.');
  expect(screen.getByRole('button', { name: 'Retry' })).toBeInTheDocument();
  expect(onError).toHaveBeenCalledTimes(1);
  const error = onError.mock.calls[0]?.[0] as EmbedSessionError;
  expect(error).toBeInstanceOf(EmbedSessionError);
  return error;
};

describe('<RolescopeProvider fetchClientSecret>: why a session could not start', () => {
  it("names the host's secret request when fetchClientSecret rejects", async () => {
    const rejection = new Error('portal backend said 500');
    const error = await startAndFail(() => Promise.reject(rejection));
    expect(error.reason).toBe('secret');
    expect(error.message).toMatch(/fetchClientSecret failed/);
    expect(error.message).toMatch(/POST \/v1\/embed\/sessions/);
    expect(error.cause).toBe(rejection);
  });

  it('says the API could not be reached when nothing answers, naming the API', async () => {
    const secret = await demoToken();
    server.use(
      http.get(ME, () => HttpResponse.error()),
      http.get(TEST_API_BASE, () => HttpResponse.error()),
    );
    const error = await startAndFail(async () => secret);
    expect(error.reason).toBe('network');
    expect(error.message).toContain(`API at ${TEST_API_BASE}`);
    expect(error.message).toMatch(/could not be reached/);
  });

  it("names the page's origin and CORS_ORIGINS when the API answers but CORS refuses", async () => {
    const secret = await demoToken();
    server.use(
      // the API call fails as a CORS refusal does (a network error to fetch)...
      http.get(ME, () => HttpResponse.error()),
      // ...while the server answers a request that does not need CORS
      http.get(TEST_API_BASE, () => new HttpResponse(null, { status: 404 })),
    );
    const error = await startAndFail(async () => secret);
    expect(error.reason).toBe('cors');
    expect(error.message).toContain(window.location.origin);
    expect(error.message).toContain('CORS_ORIGINS');
  });

  it('gives the status when the API answers with an error', async () => {
    const secret = await demoToken();
    server.use(
      http.get(ME, () => HttpResponse.json({ message: 'Service paused' }, { status: 503 })),
    );
    const error = await startAndFail(async () => secret);
    expect(error.reason).toBe('http');
    expect(error.status).toBe(503);
    expect(error.message).toMatch(/answered 503 \(Service paused\)/);
    expect(error.message).not.toContain(secret);
  });
});
