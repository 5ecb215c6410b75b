/**
 * Whether a URL may receive webhooks. Deliveries are requests the server makes on an
 * administrator's behalf, so a URL is a way to make the server call anything it can reach
 * (SSRF). Refused: other schemes than http(s), credentials in the URL, and (unless the
 * setting allows local URLs, for tests and the demo) `localhost` and IP literals of loopback,
 * private, link-local, shared and unspecified ranges. A host NAME that resolves to a private
 * address is not caught here: see docs/security.md.
 */
export const webhookUrlProblem = (raw: string, allowLocal: boolean): string | null => {
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    return 'Enter a valid URL, such as https://example.com/webhooks';
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') {
    return 'Webhook URLs must use http or https';
  }
  if (url.username || url.password) return 'Webhook URLs may not carry a user name or password';
  if (!allowLocal && isLocalHost(url.hostname)) {
    return 'Webhook URLs may not point at a local or private address';
  }
  return null;
};

const PRIVATE_V4: [number, number, number][] = [
  // [first octet, second octet from, second octet to]
  [0, 0, 255],
  [10, 0, 255],
  [100, 64, 127],
  [127, 0, 255],
  [169, 254, 254],
  [172, 16, 31],
  [192, 168, 168],
];

const isPrivateV4 = (host: string): boolean => {
  const parts = host.split('.').map(Number);
  if (parts.length !== 4 || parts.some((n) => !Number.isInteger(n))) return false;
  const [a, b] = parts as [number, number, number, number];
  return PRIVATE_V4.some(([first, from, to]) => a === first && b >= from && b <= to);
};

const isLocalHost = (hostname: string): boolean => {
  const host = hostname.toLowerCase().replace(/\.$/, '');
  if (host === 'localhost' || host.endsWith('.localhost')) return true;
  if (isPrivateV4(host)) return true;
  if (!host.startsWith('[')) return false;
  const v6 = host.slice(1, -1);
  if (v6 === '::' || v6 === '::1') return true;
  // IPv4-mapped (::ffff:10.0.0.1 is written ::ffff:a00:1 by the URL parser)
  if (v6.startsWith('::ffff:')) return true;
  return /^f[cd]/.test(v6) || /^fe[89ab]/.test(v6);
};
