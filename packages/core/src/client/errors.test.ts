import { delay, HttpResponse, http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { ApiError, isApiError, serverMessage } from './ApiError';
import { createApiClient } from './createApiClient';

const BASE = 'http://api.test/api';
const LOGIN = `${BASE}/v1/survey/login`;
const HEALTH = `${BASE}/health`;
const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const credentials = { email: 'ana@example.com', password: 'Abcdef1!' };

const setup = (token: string | null = 'tok') => {
  const onUnauthorized = vi.fn();
  const client = createApiClient({ baseUrl: BASE, getToken: () => token, onUnauthorized });
  return { client, onUnauthorized };
};

/** The rejection of `promise`, which must reject. */
const rejection = async (promise: Promise<unknown>): Promise<ApiError> => {
  try {
    await promise;
  } catch (e) {
    return e as ApiError;
  }
  throw new Error('expected a rejection');
};

describe('ApiError', () => {
  it('is recognised by isApiError', () => {
    const e = new ApiError(404, 'Not found');
    expect(isApiError(e)).toBe(true);
    expect(e).toBeInstanceOf(Error);
    expect(e.name).toBe('ApiError');
    expect(isApiError(new Error('x'))).toBe(false);
    expect(isApiError({ status: 404, message: 'x' })).toBe(false);
  });
});

describe('createApiClient errors', () => {
  it('maps a 400 with field errors', async () => {
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json(
          { message: 'Invalid input', errors: { email: 'Email is required' } },
          { status: 400 },
        ),
      ),
    );
    const e = await rejection(setup(null).client.login(credentials));
    expect(isApiError(e)).toBe(true);
    expect(e).toMatchObject({
      status: 400,
      message: 'Invalid input',
      errors: { email: 'Email is required' },
    });
    expect(e.retryAfter).toBeUndefined();
  });

  it.each([
    [404, 'Not found'],
    [409, 'Email is already registered'],
    [413, 'Payload too large'],
    [500, 'Something went wrong'],
  ])('maps a %i to its status and message', async (status, message) => {
    server.use(http.get(HEALTH, () => HttpResponse.json({ message }, { status })));
    const { client, onUnauthorized } = setup();
    const e = await rejection(client.health());
    expect(e).toMatchObject({ status, message });
    expect(e.errors).toBeUndefined();
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('keeps the 409 field errors', async () => {
    server.use(
      http.post(`${BASE}/v1/survey/initiate-registration`, () =>
        HttpResponse.json(
          { message: 'Conflict', errors: { mobile: 'Mobile number is already registered' } },
          { status: 409 },
        ),
      ),
    );
    const e = await rejection(
      setup(null).client.initiateRegistration({ ...credentials, mobile: '9876543210' }),
    );
    expect(e.errors).toEqual({ mobile: 'Mobile number is already registered' });
  });

  it.each([401, 403])(
    'calls onUnauthorized on a %i to a call that carried a token',
    async (status) => {
      server.use(http.get(HEALTH, () => HttpResponse.json({ message: 'No' }, { status })));
      const { client, onUnauthorized } = setup('tok');
      const e = await rejection(client.health());
      expect(e.status).toBe(status);
      expect(onUnauthorized).toHaveBeenCalledTimes(1);
    },
  );

  it.each([401, 403])('does not call onUnauthorized on a %i without a token', async (status) => {
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json({ message: 'Invalid email or password' }, { status }),
      ),
    );
    const { client, onUnauthorized } = setup(null);
    const e = await rejection(client.login(credentials));
    expect(e).toMatchObject({ status, message: 'Invalid email or password' });
    expect(onUnauthorized).not.toHaveBeenCalled();
  });

  it('reads Retry-After seconds on a 429', async () => {
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json(
          { message: 'Too many attempts' },
          { status: 429, headers: { 'Retry-After': '120' } },
        ),
      ),
    );
    const e = await rejection(setup(null).client.login(credentials));
    expect(e).toMatchObject({ status: 429, message: 'Too many attempts', retryAfter: 120 });
  });

  it('reads a Retry-After date on a 429', async () => {
    const at = new Date(Date.now() + 60_000).toUTCString();
    server.use(
      http.post(LOGIN, () =>
        HttpResponse.json(
          { message: 'Slow down' },
          { status: 429, headers: { 'Retry-After': at } },
        ),
      ),
    );
    const e = await rejection(setup(null).client.login(credentials));
    expect(e.retryAfter).toBeGreaterThanOrEqual(58);
    expect(e.retryAfter).toBeLessThanOrEqual(60);
  });

  it('falls back to the status text when the error body is not JSON', async () => {
    server.use(
      http.get(HEALTH, () =>
        HttpResponse.text('<html>oops</html>', { status: 502, statusText: 'Bad Gateway' }),
      ),
    );
    const e = await rejection(setup().client.health());
    expect(e).toMatchObject({ status: 502, message: 'Bad Gateway' });
  });

  it('says Request failed when there is neither a message nor a status text', async () => {
    const fetch = () => Promise.resolve(new Response(null, { status: 500, statusText: '' }));
    const e = await rejection(createApiClient({ baseUrl: BASE, fetch }).health());
    expect(e).toMatchObject({ status: 500, message: 'Request failed' });
  });

  it('maps a network failure to status 0 and keeps the cause', async () => {
    server.use(http.get(HEALTH, () => HttpResponse.error()));
    const e = await rejection(setup().client.health());
    expect(isApiError(e)).toBe(true);
    expect(e).toMatchObject({ status: 0, message: 'Network error' });
    expect(e.cause).toBeInstanceOf(Error);
  });

  it('rejects a success body that is not JSON', async () => {
    server.use(http.get(HEALTH, () => HttpResponse.text('not json')));
    const e = await rejection(setup().client.health());
    expect(e).toMatchObject({ status: 502, message: 'Unexpected response from server' });
  });

  it('rejects a success body that does not match the contract', async () => {
    server.use(http.post(LOGIN, () => HttpResponse.json({ data: { token: 1 } })));
    const e = await rejection(setup(null).client.login(credentials));
    expect(e).toMatchObject({ status: 502, message: 'Unexpected response from server' });
    expect(e.cause).toBeDefined();
  });

  it('rejects with the abort error when the signal aborts', async () => {
    server.use(
      http.get(HEALTH, async () => {
        await delay('infinite');
        return HttpResponse.json({ status: 'ok' });
      }),
    );
    const controller = new AbortController();
    const pending = setup().client.health({ signal: controller.signal });
    controller.abort();
    const e = await rejection(pending);
    expect(isApiError(e)).toBe(false);
    expect((e as Error).name).toBe('AbortError');
  });

  it('rejects at once when the signal is already aborted', async () => {
    server.use(http.get(HEALTH, () => HttpResponse.json({ status: 'ok' })));
    const e = await rejection(setup().client.health({ signal: AbortSignal.abort() }));
    expect((e as Error).name).toBe('AbortError');
    expect(isApiError(e)).toBe(false);
  });
});

describe('serverMessage: the server said something, or the caller falls back', () => {
  it("is the error body's message", async () => {
    server.use(
      http.post(LOGIN, () => HttpResponse.json({ message: 'Login failed' }, { status: 401 })),
    );
    const error = await rejection(setup(null).client.login(credentials));
    expect(error.fromServer).toBe(true);
    expect(serverMessage(error)).toBe('Login failed');
  });

  it('is undefined for an empty body (the message is then the status text, made up here)', async () => {
    server.use(http.post(LOGIN, () => new HttpResponse(null, { status: 500 })));
    const error = await rejection(setup(null).client.login(credentials));
    expect(error.status).toBe(500);
    expect(error.fromServer).toBe(false);
    expect(serverMessage(error)).toBeUndefined();
  });

  it('is undefined for a network failure and for a body that does not match the contract', async () => {
    server.use(http.post(LOGIN, () => HttpResponse.error()));
    expect(serverMessage(await rejection(setup(null).client.login(credentials)))).toBeUndefined();
    server.use(http.post(LOGIN, () => HttpResponse.json({ unexpected: true })));
    expect(serverMessage(await rejection(setup(null).client.login(credentials)))).toBeUndefined();
  });

  it('takes a hand-made ApiError at its word unless told otherwise', () => {
    expect(serverMessage(new ApiError(409, 'Email already exists'))).toBe('Email already exists');
    expect(serverMessage(new ApiError(409, 'x', { fromServer: false }))).toBeUndefined();
    expect(serverMessage(new Error('plain'))).toBeUndefined();
  });
});
