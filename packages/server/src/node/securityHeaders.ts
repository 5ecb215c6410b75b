import type { MiddlewareHandler } from 'hono';

/**
 * The security headers, computed once. Setting a handful of precomputed strings is far
 * cheaper than Hono's `secureHeaders()`, which measured at less than half the throughput.
 */
const securityHeaderValues = (options: { frameAncestors: string; https: boolean }) => {
  const headers: [string, string][] = [
    [
      'Content-Security-Policy',
      "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; " +
        `frame-ancestors ${options.frameAncestors}`,
    ],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ['Cross-Origin-Opener-Policy', 'same-origin'],
  ];
  if (options.https) {
    headers.push(['Strict-Transport-Security', 'max-age=31536000; includeSubDomains']);
  }
  return headers;
};

export const securityHeaders = (options: {
  frameAncestors: string;
  https: boolean;
}): MiddlewareHandler => {
  const headers = securityHeaderValues(options);
  return async (c, next) => {
    await next();
    const h = c.res.headers;
    for (const [name, value] of headers) {
      // a page with a policy of its own (the API reference) keeps it
      if (name === 'Content-Security-Policy' && h.has(name)) continue;
      h.set(name, value);
    }
  };
};
