import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';

/** Vite puts content-hashed files under assets/: they never change, so cache them for a year. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

export const hasStaticSite = (dir: string | undefined): dir is string =>
  dir !== undefined && existsSync(path.join(dir, 'index.html')) && statSync(dir).isDirectory();

/**
 * Serves the demo app's build from `dir`, with the SPA fallback: any other GET outside
 * /api answers index.html, so client-side routes survive a reload. Register the /api
 * routes (and their 404) before this.
 */
export const mountStaticSite = (app: Hono, dir: string): void => {
  const indexHtml = readFileSync(path.join(dir, 'index.html'), 'utf8');
  // serveStatic calls onFound after it has built its Response, so the header goes on here.
  const found = new WeakMap<Request, string>();
  app.use('*', async (c, next) => {
    await next();
    const file = found.get(c.req.raw);
    if (file === undefined) return;
    const rel = path.relative(dir, file).split(path.sep).join('/');
    c.res.headers.set('Cache-Control', rel.startsWith('assets/') ? IMMUTABLE : REVALIDATE);
  });
  app.use(
    '*',
    serveStatic({
      root: dir,
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
