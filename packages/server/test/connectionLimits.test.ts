import net from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import type { RunningServer } from '../src/node/server';
import { timedGet } from './idleSockets';
import { startMemoryServer } from './processes';

const running: RunningServer[] = [];
const sockets: net.Socket[] = [];
afterAll(async () => {
  for (const s of sockets) s.destroy();
  await Promise.all(running.map((r) => r.close()));
});

const serverWith = async (env: Record<string, string>) => {
  const server = await startMemoryServer(env, { drainTimeoutMs: 100 });
  running.push(server);
  return server;
};

/** A socket from `localAddress` that sends `send` (if anything) and collects what comes back. */
const openSocket = (port: number, localAddress: string, send?: string) =>
  new Promise<{ socket: net.Socket; received: () => string; closed: () => boolean }>((resolve) => {
    let text = '';
    let closed = false;
    const socket = net.connect({ host: '127.0.0.1', port, localAddress }, () => {
      if (send) socket.write(send);
      resolve({ socket, received: () => text, closed: () => closed });
    });
    sockets.push(socket);
    socket.on('data', (chunk: Buffer) => {
      text += chunk.toString();
    });
    socket.on('error', () => undefined);
    socket.on('close', () => {
      closed = true;
    });
  });

/** The headers of a sign-in whose body never arrives: a request in progress until it does. */
const heldSignIn = (forwardedFor?: string) =>
  'POST /api/v1/survey/login HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\n' +
  `${forwardedFor ? `X-Forwarded-For: ${forwardedFor}\r\n` : ''}Content-Length: 100\r\n\r\n{`;

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

describe('connection limits', () => {
  it('refuses connections past the per-address limit with 429 and a message; other addresses are served', async () => {
    const server = await serverWith({ MAX_CONNECTIONS_PER_ADDRESS: '20' });
    const held = await Promise.all(
      Array.from({ length: 25 }, () => openSocket(server.port, '127.0.3.1')),
    );
    await sleep(300);
    const refused = held.filter((h) => h.received().startsWith('HTTP/1.1 429'));
    expect(refused).toHaveLength(5);
    expect(refused[0]?.received()).toContain(
      '{"message":"Too many open connections from your address. Close some and try again."}',
    );
    expect((await timedGet(`${server.url}/api/health`)).status).toBe(200);
  });

  it('closes the connection idle the longest to make room at the cap, and refuses with 503 when all are busy', async () => {
    const server = await serverWith({ MAX_CONNECTIONS: '16' });
    const idle = [];
    for (let i = 0; i < 16; i++) idle.push(await openSocket(server.port, '127.0.4.1'));
    await sleep(100);
    // a normal request gets in: the oldest idle socket is closed for it
    expect((await timedGet(`${server.url}/api/health`)).status).toBe(200);
    await sleep(100);
    expect(idle[0]?.closed()).toBe(true);
    for (const h of idle) h.socket.destroy();
    await sleep(100);
    // 16 requests in progress (bodies that never arrive): nothing idle to close
    const busy = [];
    for (let i = 0; i < 16; i++)
      busy.push(await openSocket(server.port, '127.0.4.2', heldSignIn()));
    await sleep(200);
    const refused = await openSocket(server.port, '127.0.4.3');
    await sleep(200);
    expect(refused.received()).toMatch(/^HTTP\/1\.1 503 /);
    expect(refused.received()).toContain(
      '{"message":"The server has too many open connections. Please try again in a moment."}',
    );
    expect(busy.every((b) => !b.closed())).toBe(true);
  });

  it('behind TRUST_PROXY caps the requests in progress per forwarded client, not per socket', async () => {
    const server = await serverWith({ TRUST_PROXY: '1', MAX_CONNECTIONS_PER_ADDRESS: '2' });
    // every socket is the proxy's (127.0.0.1): more than 2 of them are fine
    await openSocket(server.port, '127.0.0.1', heldSignIn('198.51.100.5'));
    await openSocket(server.port, '127.0.0.1', heldSignIn('198.51.100.5'));
    await sleep(200);
    const third = await openSocket(server.port, '127.0.0.1', heldSignIn('198.51.100.5'));
    await sleep(200);
    expect(third.received()).toMatch(/^HTTP\/1\.1 429 /);
    expect(third.received()).toContain('Too many requests at once from your address.');
    const other = await openSocket(server.port, '127.0.0.1', heldSignIn('198.51.100.6'));
    await sleep(200);
    expect(other.received()).toBe('');
  });
});
