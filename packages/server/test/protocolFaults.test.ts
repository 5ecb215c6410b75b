import net from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { NOT_JSON } from '../src/http/validate';
import type { RunningServer } from '../src/node/server';
import { ACCOUNT, startMemoryServer } from './processes';

/** A short time for a request to arrive, so that the trickle test need not wait 30 s. */
const REQUEST_TIMEOUT_MS = 1000;

let server: RunningServer;
let token: string;
const logLines: string[] = [];
const reported: unknown[] = [];

beforeAll(async () => {
  // what the app reports as its own faults goes on the request's log line (`err`), or to
  // console.error: none of these is one
  vi.spyOn(console, 'error').mockImplementation((...args) => {
    reported.push(args);
  });
  server = await startMemoryServer(
    {},
    { log: (line) => logLines.push(line), requestTimeoutMs: REQUEST_TIMEOUT_MS },
  );
  const res = await fetch(`${server.url}/api/v1/survey/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(ACCOUNT),
  });
  token = ((await res.json()) as { data: { token: string } }).data.token;
});
afterAll(async () => {
  await server?.close();
  vi.restoreAllMocks();
});

type RawAnswer = {
  status: number;
  headers: Record<string, string>;
  body: { message?: string } | null;
  text: string;
  /** True when the server closed the connection (within the wait). */
  closed: boolean;
};

/**
 * Sends raw bytes on a new connection (`parts` one after another, `gapMs` apart; then a
 * half-close when `end`), and reads the first answer until the server closes the socket or
 * `waitMs` passes.
 */
const raw = (
  parts: (string | Buffer)[],
  {
    end = false,
    gapMs = 0,
    waitMs = 3000,
  }: { end?: boolean; gapMs?: number; waitMs?: number } = {},
) =>
  new Promise<RawAnswer>((resolve) => {
    const socket = net.connect(server.port, '127.0.0.1');
    let text = '';
    let closed = false;
    const finish = () => {
      clearTimeout(timer);
      socket.destroy();
      const [head = '', ...rest] = text.split('\r\n\r\n');
      const [statusLine = '', ...lines] = head.split('\r\n');
      const headers = Object.fromEntries(
        lines.map((l) => [
          l.slice(0, l.indexOf(':')).toLowerCase(),
          l.slice(l.indexOf(':') + 1).trim(),
        ]),
      );
      let body: RawAnswer['body'] = null;
      try {
        body = JSON.parse(rest.join('\r\n\r\n'));
      } catch {
        body = null;
      }
      resolve({ status: Number(statusLine.split(' ')[1]), headers, body, text, closed });
    };
    const timer = setTimeout(finish, waitMs);
    socket.setEncoding('utf8');
    socket.on('data', (chunk: string) => {
      text += chunk;
    });
    socket.on('error', () => undefined); // a reset after the answer: the answer is what counts
    socket.on('close', () => {
      closed = true;
      finish();
    });
    void (async () => {
      for (const part of parts) {
        if (socket.destroyed) return;
        socket.write(part);
        if (gapMs) await new Promise((r) => setTimeout(r, gapMs));
      }
      if (end && !socket.destroyed) socket.end();
    })();
  });

const head = (path: string, headers: Record<string, string | number>, method = 'POST') =>
  `${method} /api${path} HTTP/1.1\r\nHost: 127.0.0.1\r\nAuthorization: Bearer ${token}\r\n${Object.entries(
    headers,
  )
    .map(([k, v]) => `${k}: ${v}\r\n`)
    .join('')}\r\n`;

const SAVE_DRAFT = '/v1/survey/save-draft';

/** A 4xx with a sentence, never a 5xx nor a stack trace. */
const expectClientFault = (answer: RawAnswer, status: number) => {
  expect(answer.status, answer.text.slice(0, 300)).toBe(status);
  expect(answer.headers['content-type']).toContain('application/json');
  expect(answer.body?.message).toMatch(/^[A-Z].{10,}$/);
  expect(answer.text).not.toMatch(/\bat .+:\d+:\d+|Error:/);
};

/** The server still answers a new connection. */
const expectStillServing = async () => {
  const res = await fetch(`${server.url}/api/health`);
  expect(res.status).toBe(200);
};

afterEach(() => {
  // nothing a client sent was reported as the server's fault, and no log line has a stack
  expect(reported).toEqual([]);
  for (const line of logLines) expect(line).not.toMatch(/\n|\bat .+:\d+:\d+|"err"/);
});

describe('protocol faults against a listening server', () => {
  it('answers a body over the limit with 413, a message and Connection: close; the next request works', async () => {
    const body = Buffer.alloc(1536 * 1024, 'x');
    const answer = await raw([
      head(SAVE_DRAFT, { 'Content-Type': 'application/json', 'Content-Length': body.length }),
      body,
    ]);
    expectClientFault(answer, 413);
    expect(answer.headers.connection).toBe('close');
    expect(answer.closed).toBe(true);
    await expectStillServing();
  });

  it('answers a chunked body that passes the limit the same way', async () => {
    const chunk = Buffer.alloc(256 * 1024, 'x');
    const chunks = Array.from({ length: 6 }, () => [
      `${chunk.length.toString(16)}\r\n`,
      chunk,
      '\r\n',
    ]);
    const answer = await raw([
      head(SAVE_DRAFT, { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }),
      ...chunks.flat(),
      '0\r\n\r\n',
    ]);
    expectClientFault(answer, 413);
    expect(answer.headers.connection).toBe('close');
    await expectStillServing();
  });

  it('answers a draft over 512 KiB (under the 1 MiB of other bodies) with 413 and closes', async () => {
    const body = Buffer.from(
      JSON.stringify({ draftData: { details: { role: 'x'.repeat(600_000) } } }),
    );
    const answer = await raw([
      head(SAVE_DRAFT, { 'Content-Type': 'application/json', 'Content-Length': body.length }),
      body,
    ]);
    expectClientFault(answer, 413);
    expect(answer.body?.message).toBe('A draft body is at most 512 KiB. Save less text in it.');
    expect(answer.headers.connection).toBe('close');
    await expectStillServing();
  });

  it('answers malformed JSON with 400 and a message, keeping the connection', async () => {
    const body = '{"draftData": {"details": ';
    const answer = await raw(
      [
        head(SAVE_DRAFT, { 'Content-Type': 'application/json', 'Content-Length': body.length }),
        body,
      ],
      { waitMs: 500 },
    );
    expectClientFault(answer, 400);
    expect(answer.body?.message).toBe('Malformed JSON in request body');
  });

  it('answers a body cut short of its Content-Length with 400 and a message, never 500', async () => {
    const answer = await raw(
      [
        head(SAVE_DRAFT, { 'Content-Type': 'application/json', 'Content-Length': 500 }),
        '{"draftData":',
      ],
      { end: true },
    );
    expectClientFault(answer, 400);
    expect(answer.body?.message).toMatch(/ended before its announced length/);
    await expectStillServing();
  });

  it('answers a chunked body cut short with 400 and a message, never 500', async () => {
    const answer = await raw(
      [
        head(SAVE_DRAFT, { 'Content-Type': 'application/json', 'Transfer-Encoding': 'chunked' }),
        '40\r\n{"draftData":',
      ],
      { end: true },
    );
    expectClientFault(answer, 400);
    await expectStillServing();
  });

  it('answers a body of another content type with 400 and a message', async () => {
    const body = JSON.stringify({ draftData: {} });
    for (const type of [
      'text/plain',
      'application/x-www-form-urlencoded',
      'multipart/form-data; boundary=x',
    ]) {
      const answer = await raw(
        [head(SAVE_DRAFT, { 'Content-Type': type, 'Content-Length': body.length }), body],
        { waitMs: 500 },
      );
      expectClientFault(answer, 400);
      expect(answer.body?.message).toBe(NOT_JSON);
    }
    const untyped = await raw([head(SAVE_DRAFT, { 'Content-Length': body.length }), body], {
      waitMs: 500,
    });
    expectClientFault(untyped, 400);
    // JSON with a charset, or a +json type, is JSON
    const typed = await raw(
      [
        head(SAVE_DRAFT, {
          'Content-Type': 'application/json; charset=utf-8',
          'Content-Length': body.length,
        }),
        body,
      ],
      { waitMs: 500 },
    );
    expect(typed.status).toBe(201);
  });

  it('answers a body that trickles in too slowly with 408, a message and Connection: close', async () => {
    const body = JSON.stringify({ draftData: { details: { role: 'slow' } } });
    const started = Date.now();
    const answer = await raw(
      [
        head(SAVE_DRAFT, { 'Content-Type': 'application/json', 'Content-Length': body.length }),
        ...body.split(''),
      ],
      { gapMs: 200, waitMs: 10_000 },
    );
    expectClientFault(answer, 408);
    expect(answer.headers.connection).toBe('close');
    expect(answer.closed).toBe(true);
    // refused within the time allowed (and Node's check interval), not after the whole trickle
    expect(Date.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS + 2000);
    await expectStillServing();
  });

  it('answers headers that trickle in too slowly with 408 too', async () => {
    const answer = await raw(
      ['POST /api/v1/survey/save-draft HTTP/1.1\r\n', 'Host: 127.0.0.1\r\n'],
      {
        gapMs: 100,
        waitMs: 10_000,
      },
    );
    expectClientFault(answer, 408);
  });

  it('answers bytes that are not HTTP with 400 and a message', async () => {
    const answer = await raw(['GARBAGE\x00\x01 / NOT-HTTP\r\n\r\n']);
    expectClientFault(answer, 400);
    await expectStillServing();
  });
});
