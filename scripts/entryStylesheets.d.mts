/** See entryStylesheets.mjs. */
import type { BuildOptions } from 'esbuild';

export declare const splitEntryStylesheet: (
  options: BuildOptions,
) => Promise<{ initial: string; lazy: string }>;
