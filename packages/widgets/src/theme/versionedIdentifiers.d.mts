/** See versionedIdentifiers.mjs. */
export declare const classPrefix: (version: string) => string;
export declare const versionedIdentifiers: (
  version: string,
) => (params: { hash: string; filePath: string; debugId?: string; packageName?: string }) => string;
