// The widget pages (packages/widgets/e2e/widget-pages): built once with Vite into a cache
// folder and served as static files on 127.0.0.1, for the screenshots and the INP bench.
import { createReadStream, existsSync, statSync } from 'node:fs';
import { createServer } from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const config = path.join(root, 'packages/widgets/e2e/widget-pages/vite.config.ts');
const outDir = path.join(root, 'node_modules/.cache/rolescope-widget-pages');

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.woff2': 'font/woff2',
};

/** `vite build` of the pages (about a minute on the shared machine); resolves to its folder. */
export const buildWidgetPages = async ({ log = console.error } = {}) => {
  const started = performance.now();
  const { build } = await import('vite');
  await build({ configFile: config, logLevel: 'warn', build: { outDir } });
  log(`widget pages built in ${((performance.now() - started) / 1000).toFixed(0)} s: ${outDir}`);
  return outDir;
};

/** Serves `dir` on a free port of 127.0.0.1; resolves to { base, stop }. */
export const serveWidgetPages = (dir = outDir) =>
  new Promise((resolve, reject) => {
    if (!existsSync(path.join(dir, 'index.html'))) {
      reject(new Error(`no widget pages in ${dir}: build them first`));
      return;
    }
    const server = createServer((req, res) => {
      const { pathname } = new URL(req.url ?? '/', 'http://127.0.0.1');
      const file = path.join(dir, path.normalize(pathname === '/' ? '/index.html' : pathname));
      if (!file.startsWith(dir) || !existsSync(file) || !statSync(file).isFile()) {
        res.writeHead(404).end('Not found');
        return;
      }
      res.writeHead(200, {
        'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
        'cache-control': 'no-store',
      });
      createReadStream(file).pipe(res);
    });
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({ base: `http://127.0.0.1:${port}`, stop: () => server.close() });
    });
  });
