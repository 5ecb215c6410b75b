import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Hono } from 'hono';
import { buildOpenApi } from '../openapi/buildOpenApi';

/**
 * The reference page's policy: scripts from this origin only (the page's own script and
 * Redoc's bundle, never inline, never remote); inline styles allowed on this page only,
 * because Redoc (styled-components) writes its styles into <style> elements at run time.
 */
export const DOCS_CSP =
  "default-src 'none'; script-src 'self'; style-src 'self' 'unsafe-inline'; img-src 'self' data:; " +
  "font-src 'self'; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'none'; " +
  "frame-ancestors 'none'";

const PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>Rolescope API reference</title>
</head>
<body>
<div id="redoc" data-spec-url="/api/openapi.json"></div>
<script src="/api/docs/redoc.standalone.js"></script>
<script src="/api/docs/docs.js"></script>
</body>
</html>
`;

// search runs in a worker made from a blob: URL, which the policy does not allow
const INIT = `(function () {
  var root = document.getElementById('redoc');
  window.Redoc.init(root.getAttribute('data-spec-url'), { disableSearch: true, hideDownloadButton: false }, root);
})();
`;

let bundle: string | undefined;
const redocBundle = () => {
  bundle ??= readFileSync(
    createRequire(import.meta.url).resolve('redoc/bundles/redoc.standalone.js'),
    'utf8',
  );
  return bundle;
};

/**
 * `/api/openapi.json` (the OpenAPI 3.1 document, built once from core's endpoint table) and
 * `/api/docs` (Redoc's rendering of it, served from node_modules, never from a CDN).
 */
export const mountApiDocs = (root: Hono) => {
  let document: string | undefined;
  root.get('/api/openapi.json', (c) => {
    document ??= JSON.stringify(buildOpenApi());
    return c.body(document, 200, { 'Content-Type': 'application/json; charset=utf-8' });
  });
  root.get('/api/docs', (c) =>
    c.html(PAGE, 200, { 'Content-Security-Policy': DOCS_CSP, 'Cache-Control': 'no-cache' }),
  );
  const script = (text: () => string) => () =>
    new Response(text(), {
      headers: {
        'Content-Type': 'text/javascript; charset=utf-8',
        'Cache-Control': 'public, max-age=3600',
      },
    });
  root.get('/api/docs/redoc.standalone.js', script(redocBundle));
  root.get(
    '/api/docs/docs.js',
    script(() => INIT),
  );
};
