const HEX_GROUP = /^[0-9a-f]{1,4}$/;
const IPV4 = /^\d{1,3}(?:\.\d{1,3}){3}$/;

/** The eight 16-bit groups of an IPv6 address (an IPv4 tail counts as two), or null. */
const ipv6Groups = (address: string): string[] | null => {
  const halves = address.split('::');
  if (halves.length > 2) return null;
  const split = (s: string | undefined) => (s ? s.split(':') : []);
  const head = split(halves[0]);
  const tail = split(halves[1]);
  const last = (halves.length === 2 ? tail : head).at(-1) ?? '';
  const width = (parts: string[]) =>
    parts.length + (parts.at(-1) === last && IPV4.test(last) ? 1 : 0);
  const missing = 8 - width(head) - (halves.length === 2 ? width(tail) : 0);
  if (halves.length === 2 ? missing < 1 : missing !== 0) return null;
  const groups = [...head, ...Array<string>(halves.length === 2 ? missing : 0).fill('0'), ...tail];
  const hex = IPV4.test(last) ? groups.slice(0, -1) : groups;
  return hex.every((g) => HEX_GROUP.test(g)) ? groups : null;
};

/**
 * The subject the throttles count an address under: an IPv4 address as it is; an IPv6
 * address as its /64 network, since one subscriber is usually given a whole /64 and can
 * send from any of its 2^64 addresses. An IPv4-mapped IPv6 address (`::ffff:192.0.2.1`,
 * what a dual-stack socket reports) is its IPv4 address. Anything else is left as it is.
 */
export const addressGroup = (address: string): string => {
  const a = address.trim().toLowerCase().replace(/%.*$/, '');
  if (!a.includes(':')) return address;
  const groups = ipv6Groups(a);
  if (!groups) return address;
  const last = groups.at(-1) ?? '';
  const mapped = groups.slice(0, 5).every((g) => Number.parseInt(g, 16) === 0);
  if (mapped && groups[5] === 'ffff' && IPV4.test(last)) return last;
  const network = groups.slice(0, 4).map((g) => Number.parseInt(g, 16).toString(16));
  return `${network.join(':')}::/64`;
};
