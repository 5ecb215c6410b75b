import { request as httpRequest, type IncomingMessage, type ServerResponse } from 'node:http';
import { request as httpsRequest } from 'node:https';

/** Request headers never passed on to Rolescope: the portal's own cookies and hop-by-hop ones. */
const DROPPED = new Set(['cookie', 'host', 'connection', 'keep-alive', 'transfer-encoding']);

/**
 * `/api/...` of the portal forwards to the Rolescope API (`${apiBase}/...`), so the browser
 * talks to one origin (no CORS). The widgets send their client secret themselves; the
 * proxy adds nothing, least of all the organisation key.
 */
export const proxyToRolescope = (
  apiBase: string,
  req: IncomingMessage,
  res: ServerResponse,
  path: string,
) => {
  const target = new URL(`${apiBase}${path}`);
  const headers = Object.fromEntries(
    Object.entries(req.headers).filter(([name]) => !DROPPED.has(name.toLowerCase())),
  );
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  const upstream = send(target, { method: req.method, headers }, (answer) => {
    res.writeHead(answer.statusCode ?? 502, answer.headers);
    answer.pipe(res);
  });
  upstream.on('error', () => {
    if (!res.headersSent) res.writeHead(502, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Rolescope is not reachable' }));
  });
  req.pipe(upstream);
};
