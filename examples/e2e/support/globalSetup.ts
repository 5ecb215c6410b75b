import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { repoRoot, SECRET_KEY_ENV, startPortal, stop } from './processes';
import { provisionOrganisationKey } from './provision';

/**
 * Builds the React host (examples/react-host/dist), which the portal backend serves at
 * /react/, and the custom-element script of the HTML host when it is not built yet
 * (RS_EXAMPLES_BUILD_ELEMENTS=1 rebuilds it anyway). Then, Rolescope being up (the config's
 * webServer starts first), provisions one organisation and its key and starts the portal
 * backend with it, for every spec; the specs read the key from the environment (to check it
 * never reaches a page). Returns the teardown that stops the portal.
 */
export default async function globalSetup() {
  await build({
    configFile: path.join(repoRoot, 'examples/react-host/vite.config.ts'),
    logLevel: 'warn',
  });
  const elements = path.join(repoRoot, 'packages/elements/dist/rolescope-elements.js');
  if (process.env.RS_EXAMPLES_BUILD_ELEMENTS === '1' || !existsSync(elements)) {
    execFileSync('npm', ['run', 'build', '--workspace', 'packages/elements'], {
      cwd: repoRoot,
      stdio: ['ignore', 'ignore', 'inherit'],
    });
  }
  const secretKey = await provisionOrganisationKey(`Acme HR ${Date.now().toString(36)}`);
  process.env[SECRET_KEY_ENV] = secretKey;
  const portal = await startPortal(secretKey);
  return () => stop(portal);
}
