import type { Server, ServerOptions } from 'node:http';
import type { Duplex } from 'node:stream';

/**
 * The longest a client may take to send a whole request, headers and body: a body that
 * trickles in a byte at a time would otherwise hold a connection and a handler for Node's default of five minutes.
 */
export const REQUEST_TIMEOUT_MS = 30_000;

const messages = {
  timeout: (ms: number) =>
    `The request took longer than ${Math.round(ms / 1000)} s to arrive. Send it again.`,
  headersTooLarge: 'The request headers are too large.',
  malformed: 'The request is not valid HTTP, or its body ended before its announced length.',
} as const;

/** The Node server options that bound how long a request may take to arrive. */
export const protocolServerOptions = (requestTimeoutMs: number): ServerOptions => ({
  requestTimeout: requestTimeoutMs,
  headersTimeout: Math.min(requestTimeoutMs, 60_000),
  // how often Node looks for requests past their time (its default, 30 s, would let a short
  // timeout run up to 30 s late)
  connectionsCheckingInterval: Math.max(100, Math.min(1000, Math.floor(requestTimeoutMs / 4))),
});

const answer = (socket: Duplex, status: number, reason: string, message: string) => {
  const body = JSON.stringify({ message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nCache-Control: no-store\r\n` +
      `Content-Length: ${Buffer.byteLength(body)}\r\nConnection: close\r\n\r\n${body}`,
  );
};

/**
 * Answers the faults Node finds before the app sees a request (a request too slow to arrive,
 * headers too large, bytes that are not HTTP, a body cut short) with a status and a
 * `{ message }` like every other answer, instead of Node's bare status line. Nothing about
 * the fault is logged: it is the client's, and its text could carry the client's bytes.
 */
export const answerProtocolFaults = (server: Server, requestTimeoutMs: number) => {
  server.on('clientError', (error: NodeJS.ErrnoException, socket: Duplex) => {
    if (!socket.writable || error.code === 'ECONNRESET') {
      socket.destroy();
      return;
    }
    if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
      answer(socket, 408, 'Request Timeout', messages.timeout(requestTimeoutMs));
    } else if (error.code === 'HPE_HEADER_OVERFLOW') {
      answer(socket, 431, 'Request Header Fields Too Large', messages.headersTooLarge);
    } else {
      answer(socket, 400, 'Bad Request', messages.malformed);
    }
  });
};
