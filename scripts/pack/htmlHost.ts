// The plain-HTML host of the install test: a static page with the custom elements and no
// bundler. Its project installs only the elements' tarball; the page then serves the file the
// elements' README tells a portal to copy (dist/rolescope-elements.js) from its own origin.
import { copyFileSync, cpSync, mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from './packages.mjs';

const here = path.join(repoRoot, 'scripts/pack');

/** The site's folder: what the server serves (with its strict Content-Security-Policy). */
export const htmlSite = (dir: string) => path.join(dir, 'site');

/** A fresh project: package.json with the elements' tarball, the page and the hostile CSS. */
export const makeHtmlProject = (dir: string, tarballs: Record<string, string>) => {
  if (!tarballs.elements) throw new Error('the plain-HTML host needs the elements tarball');
  cpSync(path.join(here, 'html-fixture'), htmlSite(dir), { recursive: true });
  copyFileSync(
    path.join(repoRoot, 'packages/widgets/e2e/host-safety/hostile.css'),
    path.join(htmlSite(dir), 'hostile.css'),
  );
  const pkg = {
    name: 'rolescope-html-host',
    private: true,
    dependencies: { '@rolescope/elements': `file:${tarballs.elements}` },
  };
  writeFileSync(path.join(dir, 'package.json'), `${JSON.stringify(pkg, null, 2)}\n`);
};

/** After `npm install`: the installed elements' file copied to the site, as the README says. */
export const publishHtmlHost = (dir: string) => {
  const assets = path.join(htmlSite(dir), 'assets');
  mkdirSync(assets, { recursive: true });
  copyFileSync(
    path.join(dir, 'node_modules/@rolescope/elements/dist/rolescope-elements.js'),
    path.join(assets, 'rolescope-elements.js'),
  );
};
