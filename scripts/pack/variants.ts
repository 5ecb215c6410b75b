import { readFileSync } from 'node:fs';

const widgets = JSON.parse(
  readFileSync(new URL('../../packages/widgets/package.json', import.meta.url), 'utf8'),
);
const peerReact: string = widgets.peerDependencies.react;

/** Whether a peer range such as `^18.3.0 || ^19.0.0` admits React `major`. */
const admits = (range: string, major: number) =>
  range.split('||').some((part) => new RegExp(`^\\s*[\\^~>=]*\\s*${major}(\\.|\\s*$)`).test(part));

/**
 * The React versions of a host: the install test makes one project per entry, and each must be
 * inside the widgets' peer range (the setup stops with a message if the range drops one).
 */
export const variants = [
  { name: 'react19', react: '^19.0.0', major: '19' },
  { name: 'react18', react: '~18.3.1', major: '18' },
] as const;

for (const v of variants) {
  if (!admits(peerReact, Number(v.major))) {
    throw new Error(`the widgets' peer range ${peerReact} leaves out React ${v.major}`);
  }
}
