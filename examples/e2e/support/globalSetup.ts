import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { build } from 'vite';
import { repoRoot } from './processes';

/**
 * Builds the React host (examples/react-host/dist), which the portal backend serves at
 * /react/, and the custom-element script of the HTML host when it is not built yet
 * (RS_EXAMPLES_BUILD_ELEMENTS=1 rebuilds it anyway).
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
}
