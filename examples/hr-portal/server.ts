/**
 * The example HR portal's backend (run with tsx): it keeps the organisation's Rolescope key,
 * knows who is signed in to the portal (an employee, a manager or HR), mints embed sessions
 * for them with that role and lists the organisation's reports. It also serves the two hosts
 * and forwards `/api` to Rolescope, so the browser sees a single origin.
 *
 *   ROLESCOPE_SECRET_KEY=rs_sk_... ROLESCOPE_API_BASE=http://127.0.0.1:3000/api \
 *     npx tsx examples/hr-portal/server.ts
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  EMPLOYEE_COOKIE,
  employeeFromQuery,
  employees,
  publicProfile,
  signedInEmployee,
} from './employees';
import { homePage } from './homePage';
import { proxyToRolescope } from './proxy';
import { listReports, mintClientSecret, RolescopeError, syncDirectory } from './rolescope';
import { type PortalSettings, readSettings } from './settings';
import { sendFile } from './staticFiles';

const here = path.dirname(fileURLToPath(import.meta.url));
const examples = path.resolve(here, '..');
const reactHostDist = path.join(examples, 'react-host/dist');
const htmlHost = path.join(examples, 'html-host');
/** The custom-element script: the workspace build, or where an npm install put it. */
const elementsDist = path.resolve(
  process.env.ROLESCOPE_ELEMENTS_DIR ?? path.join(examples, '../packages/elements/dist'),
);

/** Every page of the portal runs under a strict CSP: no inline script or style anywhere. */
const CSP = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "base-uri 'none'",
  "form-action 'self'",
  "frame-ancestors 'none'",
].join('; ');

const json = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'content-type': 'application/json', 'cache-control': 'no-store' });
  res.end(JSON.stringify(body));
};

/**
 * A call that only the portal's own pages may make: a cross-site form or script cannot
 * mint a session for the signed-in employee.
 */
const sameOrigin = (req: IncomingMessage) => {
  const site = req.headers['sec-fetch-site'];
  if (site && site !== 'same-origin') return false;
  const origin = req.headers.origin;
  return !origin || origin === `http://${req.headers.host}`;
};

/**
 * The portal's directory goes to Rolescope once, before the first session: a manager's team
 * and HR's organisation are known before the employees open anything. Tried again after a
 * failure.
 */
let directorySynced: Promise<void> | undefined;
const ensureDirectory = (settings: PortalSettings) => {
  directorySynced ??= syncDirectory(settings, employees).catch((e: unknown) => {
    directorySynced = undefined;
    throw e;
  });
  return directorySynced;
};

/** The React host's pages are routes of one app: a path without a file gets its index.html. */
const isReactRoute = (pathname: string) =>
  pathname.startsWith('/react/') && !path.posix.extname(pathname);

const handle = async (settings: PortalSettings, req: IncomingMessage, res: ServerResponse) => {
  const url = new URL(req.url ?? '/', `http://${req.headers.host ?? 'localhost'}`);
  const { pathname } = url;

  if (pathname.startsWith('/api/')) {
    proxyToRolescope(settings.apiBase, req, res, `${pathname.slice('/api'.length)}${url.search}`);
    return;
  }

  // The fake portal login: `?employee=e-102` signs that employee in (a cookie), then reloads.
  const chosen = employeeFromQuery(url);
  if (chosen && req.method === 'GET') {
    url.searchParams.delete('employee');
    res.writeHead(303, {
      location: `${url.pathname}${url.search}`,
      'set-cookie': `${EMPLOYEE_COOKIE}=${chosen.id}; Path=/; HttpOnly; SameSite=Lax`,
    });
    res.end();
    return;
  }
  const employee = signedInEmployee(req);

  if (pathname === '/portal/rolescope-session') {
    if (req.method !== 'POST') return json(res, 405, { message: 'Use POST' });
    if (!sameOrigin(req)) return json(res, 403, { message: 'Cross-site request refused' });
    try {
      await ensureDirectory(settings);
      // The key never leaves this server; the browser gets the short-lived client secret only.
      return json(res, 201, { clientSecret: await mintClientSecret(settings, employee) });
    } catch (e) {
      const status = e instanceof RolescopeError ? e.status : 502;
      console.error(`rolescope-session for ${employee.id} failed: ${status}`);
      return json(res, 502, { message: 'Could not start the Rolescope session' });
    }
  }
  if (pathname === '/portal/reports' && req.method === 'GET') {
    // A real portal restricts this list to its HR staff.
    try {
      const page = Number(url.searchParams.get('page') ?? 1) || 1;
      return json(res, 200, await listReports(settings, page));
    } catch (e) {
      const status = e instanceof RolescopeError ? e.status : 502;
      console.error(`reports failed: ${status}`);
      return json(res, 502, { message: 'Could not list the reports' });
    }
  }
  if (pathname === '/portal/me' && req.method === 'GET') {
    return json(res, 200, publicProfile(employee));
  }

  if (req.method !== 'GET' && req.method !== 'HEAD') return json(res, 405, { message: 'No' });
  res.setHeader('content-security-policy', CSP);
  res.setHeader('x-content-type-options', 'nosniff');
  if (pathname === '/favicon.ico') {
    res.writeHead(204);
    res.end();
    return;
  }
  if (pathname === '/') {
    res.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
    res.end(homePage(employee));
    return;
  }
  if (pathname === '/react' || pathname === '/html') {
    res.writeHead(301, { location: `${pathname}/` });
    res.end();
    return;
  }
  const served =
    (pathname.startsWith('/react/') &&
      sendFile(reactHostDist, pathname.slice('/react/'.length) || 'index.html', res)) ||
    (isReactRoute(pathname) && sendFile(reactHostDist, 'index.html', res)) ||
    (pathname.startsWith('/html/') &&
      sendFile(htmlHost, pathname.slice('/html/'.length) || 'index.html', res)) ||
    (pathname.startsWith('/elements/') &&
      sendFile(elementsDist, pathname.slice('/elements/'.length), res));
  if (!served) json(res, 404, { message: 'Not found' });
};

const settings = readSettings(process.env);
const server = createServer((req, res) => {
  handle(settings, req, res).catch(() => {
    if (!res.headersSent) json(res, 500, { message: 'Portal error' });
    else res.end();
  });
});
server.listen(settings.port, settings.host, () => {
  console.log(`HR portal on http://${settings.host}:${settings.port}`);
});
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => server.close(() => process.exit(0)));
}
