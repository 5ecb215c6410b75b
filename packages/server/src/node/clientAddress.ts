import { isIP } from 'node:net';

/**
 * The client's address, for login throttling. With no trusted proxy it is the socket's
 * peer, and `X-Forwarded-For` is ignored: any client can write that header. Behind
 * `trustedProxies` reverse proxies, each proxy appends the address it received the request
 * from, so the client is that many entries from the right, counting the socket's peer as
 * the nearest proxy. Entries further left were written by the client and are never used;
 * an entry that is not an IP address falls back to the socket's peer.
 */
export const clientAddress = (
  socketAddress: string | undefined,
  forwardedFor: string | undefined,
  trustedProxies: number,
): string | undefined => {
  if (trustedProxies <= 0 || !forwardedFor) return socketAddress;
  const hops = [
    ...forwardedFor
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
    socketAddress ?? '',
  ];
  // fewer entries than trusted proxies: the leftmost is as far as the chain goes
  const candidate = hops[Math.max(0, hops.length - 1 - trustedProxies)] ?? '';
  return isIP(candidate) ? candidate : socketAddress;
};
