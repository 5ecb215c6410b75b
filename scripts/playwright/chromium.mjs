/**
 * How every browser run of the project starts Chromium: Debian's build at /usr/bin/chromium
 * (installed by .ci/run; nothing is downloaded) with the flags a headless container needs.
 * Shared by the Playwright configs (`use.launchOptions`) and the scripts that launch it directly.
 */
export const chromiumLaunchOptions = {
  executablePath: '/usr/bin/chromium',
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
    '--no-first-run',
  ],
};
