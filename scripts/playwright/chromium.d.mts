/** Debian's Chromium and the flags every browser run uses (see chromium.mjs). */
export declare const chromiumLaunchOptions: { executablePath: string; args: string[] };
