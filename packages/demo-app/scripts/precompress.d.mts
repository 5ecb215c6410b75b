/** Totals in bytes of the files precompressed (see precompress.mjs). */
export type PrecompressTotals = { files: number; identity: number; br: number; gzip: number };

/** Writes `.br` and `.gz` beside every .js, .mjs and .css file under `dir`. */
export declare const precompress: (dir: string) => PrecompressTotals;
