import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/** Vite puts content-hashed files under assets/: they never change, so cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';
/** The files the build precompresses (packages/demo-app/scripts/precompress.mjs). */
const PRECOMPRESSED = /\.(?:js|mjs|css)(?:\.br|\.gz)?$/;
const SOURCE_MAP = /\.map$/i;

export const hasStaticSite = (dir: string | undefined): dir is string =>
  dir !== undefined && existsSync(path.join(dir, 'index.html')) && statSync(dir).isDirectory();

export type StaticSiteOptions = {
  /** Serve `*.map` files (SERVE_SOURCEMAPS=1); else they are 404, as if not built. */
  sourceMaps?: boolean;
};

/**
 * Serves the demo app's build from `dir`, with the SPA fallback: any other GET outside
 * /api answers index.html, so client-side routes survive a reload. JavaScript and CSS go out
 * as the build's brotli or gzip copy when the client accepts one (identity otherwise), with
 * `Vary: Accept-Encoding` either way so a shared cache keeps them apart. Register the /api
 * routes (and their 404) before this.
 */
export const mountStaticSite = (app: Hono, dir: string, options: StaticSiteOptions = {}): void => {
  const indexHtml = readFileSync(path.join(dir, 'index.html'), 'utf8');
  // Source maps hand out the original source: only when the operator asks for them.
  if (!options.sourceMaps) {
    app.use('*', async (c, next) => (SOURCE_MAP.test(c.req.path) ? c.notFound() : next()));
  }
  // serveStatic calls onFound after it has built its Response, so the headers go on here.
  const found = new WeakMap<Request, string>();
  app.use('*', async (c, next) => {
    await next();
    const file = found.get(c.req.raw);
    if (file === undefined) return;
    const rel = path.relative(dir, file).split(path.sep).join('/');
    c.res.headers.set('Cache-Control', rel.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
    if (PRECOMPRESSED.test(rel)) c.res.headers.set('Vary', 'Accept-Encoding');
  });
  app.use(
    '*',
    serveStatic({
      root: dir,
      precompressed: true,
      onFound: (filePath, c) => {
        found.set(c.req.raw, filePath);
      },
    }),
  );
  // a missing hashed asset is a real 404, not the app shell
  app.on(['GET', 'HEAD'], '/assets/*', (c) => c.notFound());
  app.on(['GET', 'HEAD'], '*', (c) => {
    c.header('Cache-Control', REVALIDATE);
    return c.html(indexHtml);
  });
};
