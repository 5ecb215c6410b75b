// The test host page's server: static files under a strict Content-Security-Policy, the
// built dist/rolescope-elements.js, and /api proxied to the Rolescope server (same origin).
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const port = Number(process.env.PORT ?? 5186);
const apiPort = Number(process.env.API_PORT ?? 5196);

export const csp = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "connect-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "frame-ancestors 'none'",
].join('; ');

const files = {
  '/': ['page/index.html', 'text/html'],
  '/embed.html': ['page/embed.html', 'text/html'],
  '/host.css': ['page/host.css', 'text/css'],
  '/host.js': ['page/host.js', 'text/javascript'],
  '/embed.js': ['page/embed.js', 'text/javascript'],
  '/hr.html': ['page/hr.html', 'text/html'],
  '/hr.js': ['page/hr.js', 'text/javascript'],
  '/rolescope-elements.js': ['../dist/rolescope-elements.js', 'text/javascript'],
};

const api = async (method, route, body, token) => {
  const res = await fetch(`http://127.0.0.1:${apiPort}/api${route}`, {
    method,
    headers: {
      'Content-Type': 'application/json',
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${method} ${route}: ${res.status}`);
  return (await res.json()).data;
};

/**
 * The portal's backend: it keeps its organisation's API key (created once, as the admin would
 * in the admin screens) and mints an embed session for the employee in front of it.
 */
let organizationKey;
const portalKey = async () => {
  organizationKey ??= (async () => {
    const admin = await api('POST', '/v1/survey/login', {
      email: process.env.ADMIN_EMAIL,
      password: process.env.ADMIN_PASSWORD,
    });
    const org = await api(
      'POST',
      '/v1/admin/organizations',
      { name: `Acme ${Date.now()}`, industryCategory: 'technology' },
      admin.token,
    );
    const key = await api('POST', `/v1/admin/organizations/${org._id}/api-keys`, {}, admin.token);
    return key.secret;
  })();
  return organizationKey;
};

/** The people of the portal's pages: the employee, their manager and HR. */
const people = {
  employee: {
    externalUserId: 'emp-42',
    email: 'emp42@acme.example',
    name: 'Employee Forty-Two',
    managerExternalUserId: 'mgr-7',
    team: { id: 'platform', name: 'Platform' },
  },
  manager: {
    externalUserId: 'mgr-7',
    email: 'mgr7@acme.example',
    name: 'Manager Seven',
    role: 'manager',
    team: { id: 'platform', name: 'Platform' },
  },
  hr: { externalUserId: 'hr-1', email: 'hr1@acme.example', name: 'HR One', role: 'hr' },
};

const mintSession = async (res, who) => {
  try {
    const key = await portalKey();
    // The employee is in the directory (under their manager) before anyone else looks.
    if (who !== 'employee') await api('POST', '/v1/embed/sessions', people.employee, key);
    const session = await api('POST', '/v1/embed/sessions', people[who], key);
    res.writeHead(200, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(JSON.stringify({ clientSecret: session.clientSecret }));
  } catch (e) {
    organizationKey = undefined;
    res.writeHead(502, { 'Content-Type': 'application/json' });
    res.end(JSON.stringify({ message: e.message }));
  }
};

const proxy = (req, res) => {
  const upstream = http.request(
    { host: '127.0.0.1', port: apiPort, path: req.url, method: req.method, headers: req.headers },
    (answer) => {
      res.writeHead(answer.statusCode ?? 502, answer.headers);
      answer.pipe(res);
    },
  );
  upstream.on('error', () => {
    res.writeHead(502).end();
  });
  req.pipe(upstream);
};

http
  .createServer(async (req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname.startsWith('/api/')) return proxy(req, res);
    if (url.pathname === '/portal/session' && req.method === 'POST') {
      const who = url.searchParams.get('as') ?? 'employee';
      if (!(who in people)) return res.writeHead(400).end('unknown person');
      return mintSession(res, who);
    }
    const file = files[url.pathname];
    if (!file) return res.writeHead(404).end('not found');
    const full = path.join(here, file[0]);
    try {
      await stat(full);
    } catch {
      return res.writeHead(404).end('not built');
    }
    res.writeHead(200, {
      'Content-Type': `${file[1]}; charset=utf-8`,
      'Content-Security-Policy': csp,
      'Cache-Control': 'no-store',
    });
    createReadStream(full).pipe(res);
  })
  .listen(port, '127.0.0.1', () => console.log(`elements test page on http://127.0.0.1:${port}`));
