import type { IncomingMessage, Server, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { addressGroup } from '../http/addressGroup';

export type ConnectionLimits = {
  /** Open connections at most; a new one past it closes the oldest idle one, or is refused. */
  max: number;
  /** Open connections from one address (IPv6: one /64) at most; 0 for no limit (behind a proxy). */
  perAddress: number;
};

/** From this share of `max` on, idle connections are closed after PRESSED_IDLE_MS. */
const PRESSURE = 0.75;
const PRESSED_IDLE_MS = 1000;
/** Below it, after IDLE_MS (Node closes a connection that sent nothing after 30 s). */
const IDLE_MS = 10_000;
const SWEEP_MS = 250;
/**
 * Idle connections closed a sweep at most (1,600 a second): sockets opened together are
 * closed, and reopened by their attacker, spread over time rather than in one burst.
 */
const CLOSED_PER_SWEEP = 400;

const refusal = (status: string, message: string) => {
  const body = JSON.stringify({ message });
  return (
    `HTTP/1.1 ${status}\r\nContent-Type: application/json\r\nCache-Control: no-store\r\n` +
    `Retry-After: 1\r\nContent-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`
  );
};
const AT_CAPACITY = refusal(
  '503 Service Unavailable',
  'The server has too many open connections. Please try again in a moment.',
);
const TOO_MANY_FROM_ADDRESS = refusal(
  '429 Too Many Requests',
  'Too many open connections from your address. Close some and try again.',
);

type Entry = { group: string; busy: number; idleSince: number };

/**
 * Keeps the open connections below the process's open-file limit, so that idle sockets held
 * by an attacker (and reopened as fast as they are closed) never leave the server unable to
 * accept, open a file or reach its database:
 *
 * - at `max`, a new connection closes the connection idle the longest (no request in
 *   progress: never sent one, or waiting after its last answer) and takes its place; when
 *   every connection is busy it is refused at once with 503 and a message;
 * - connections idle for 10 s are closed (a socket that sent nothing was closed after the
 *   30 s request timeout before, all of an attacker's at once), from 75% of `max` after 1 s;
 * - one address (an IPv6 /64) holds at most `perAddress` connections, the next is refused
 *   with 429 and a message. The socket's address is the client's only without a reverse
 *   proxy; behind one (TRUST_PROXY) it is the proxy's, so this limit is off there and
 *   `limitRequestsPerClient` bounds each forwarded client's requests in progress instead.
 *
 * Closing the connection idle the longest favours whoever is sending a request now: a new
 * client's request arrives within a round trip of its connection, long before the
 * connections opened after it are all idle longer than it.
 */
export const guardConnections = (server: Server, limits: ConnectionLimits) => {
  // insertion order = order of last activity: the first idle entry is the one idle longest
  const open = new Map<Socket, Entry>();
  const perGroup = new Map<string, number>();
  const refused = { atCapacity: 0, perAddress: 0, closedIdle: 0 };

  const touch = (socket: Socket, entry: Entry) => {
    open.delete(socket);
    open.set(socket, entry);
  };
  const forget = (socket: Socket) => {
    const entry = open.get(socket);
    if (!entry) return;
    open.delete(socket);
    const n = (perGroup.get(entry.group) ?? 1) - 1;
    if (n > 0) perGroup.set(entry.group, n);
    else perGroup.delete(entry.group);
  };
  const closeIdle = (olderThan: number, atMost: number) => {
    let closed = 0;
    for (const [socket, entry] of open) {
      if (closed >= atMost) break;
      if (entry.busy > 0 || entry.idleSince > olderThan) continue;
      forget(socket);
      socket.destroy();
      closed += 1;
    }
    refused.closedIdle += closed;
    return closed;
  };
  const refuse = (socket: Socket, answer: string) => {
    socket.end(answer, () => socket.destroy());
    // a client that never reads its answer must not keep the socket
    setTimeout(() => socket.destroy(), 2000).unref();
  };

  server.prependListener('connection', (socket: Socket) => {
    const group = addressGroup(socket.remoteAddress ?? 'unknown');
    if (limits.perAddress > 0 && (perGroup.get(group) ?? 0) >= limits.perAddress) {
      refused.perAddress += 1;
      refuse(socket, TOO_MANY_FROM_ADDRESS);
      return;
    }
    if (open.size >= limits.max && closeIdle(Number.POSITIVE_INFINITY, 1) === 0) {
      refused.atCapacity += 1;
      refuse(socket, AT_CAPACITY);
      return;
    }
    open.set(socket, { group, busy: 0, idleSince: Date.now() });
    perGroup.set(group, (perGroup.get(group) ?? 0) + 1);
    socket.once('close', () => forget(socket));
  });

  server.prependListener('request', (req: IncomingMessage, res: ServerResponse) => {
    const socket = req.socket;
    const entry = open.get(socket);
    if (!entry) return;
    entry.busy += 1;
    touch(socket, entry);
    res.once('close', () => {
      entry.busy -= 1;
      entry.idleSince = Date.now();
      if (open.has(socket)) touch(socket, entry);
    });
  });

  const sweep = setInterval(() => {
    const pressed = open.size >= limits.max * PRESSURE;
    closeIdle(Date.now() - (pressed ? PRESSED_IDLE_MS : IDLE_MS), CLOSED_PER_SWEEP);
  }, SWEEP_MS);
  sweep.unref();
  server.once('close', () => clearInterval(sweep));

  return {
    /** Open connections now, and how many were refused or closed for being idle. */
    stats: () => ({ open: open.size, ...refused }),
  };
};
