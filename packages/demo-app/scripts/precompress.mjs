#!/usr/bin/env node
// Brotli and gzip copies of the built JavaScript and CSS, next to each file (`x.js.br`,
// `x.js.gz`), made once at build time at the highest levels, so the server sends them by
// Accept-Encoding without compressing on every request. The Vite build runs it (see
// vite.config.ts); `node scripts/precompress.mjs [dist]` runs it on a build by hand.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';

const COMPRESSIBLE = /\.(?:js|mjs|css)$/;

/** Every file under `dir`, recursively. */
const filesUnder = (dir) =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });

/**
 * Writes `.br` and `.gz` beside every .js, .mjs and .css file under `dir` (a copy that would
 * not be smaller is not written). Returns the totals in bytes.
 */
export const precompress = (dir) => {
  const totals = { files: 0, identity: 0, br: 0, gzip: 0 };
  for (const file of filesUnder(dir).filter((f) => COMPRESSIBLE.test(f))) {
    const raw = readFileSync(file);
    const br = brotliCompressSync(raw, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: raw.length,
      },
    });
    const gz = gzipSync(raw, { level: constants.Z_BEST_COMPRESSION });
    if (br.length < raw.length) writeFileSync(`${file}.br`, br);
    if (gz.length < raw.length) writeFileSync(`${file}.gz`, gz);
    totals.files += 1;
    totals.identity += raw.length;
    totals.br += Math.min(br.length, raw.length);
    totals.gzip += Math.min(gz.length, raw.length);
  }
  return totals;
};

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const dir = path.resolve(process.argv[2] ?? 'dist');
  const t = precompress(dir);
  const pct = (n) => `${((100 * n) / Math.max(t.identity, 1)).toFixed(1)}%`;
  console.log(
    `precompressed ${t.files} files in ${dir}: brotli ${pct(t.br)}, gzip ${pct(t.gzip)} of ${t.identity} bytes`,
  );
}
