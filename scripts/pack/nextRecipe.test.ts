import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const fixture = path.join(import.meta.dirname, 'next-fixture');
const readme = readFileSync(
  path.join(import.meta.dirname, '../../packages/widgets/README.md'),
  'utf8',
);

/** Every source file of the Next.js host's app/ folder (what the portal writes itself). */
const appFiles = (dir = 'app'): string[] =>
  readdirSync(path.join(fixture, dir), { withFileTypes: true }).flatMap((e) =>
    e.isDirectory()
      ? appFiles(`${dir}/${e.name}`)
      : /\.tsx?$/.test(e.name)
        ? [`${dir}/${e.name}`]
        : [],
  );

/** The README's Next.js App Router section: from its heading to the next `## `. */
const section = readme.split('\n## Next.js App Router\n')[1]?.split('\n## ')[0] ?? '';

describe('the widgets README, Next.js App Router section', () => {
  it('shows every file of the install test Next.js host, each whole, under its own path', () => {
    const files = appFiles();
    expect(files).toContain('app/layout.tsx');
    for (const file of files) {
      // The first code block after the file's name is the file, whole.
      const after = section.slice(section.indexOf(`\`${file}\``));
      const code = /```tsx?\n([\s\S]*?)```/.exec(after)?.[1];
      expect(code, `${file} in the README`).toBe(readFileSync(path.join(fixture, file), 'utf8'));
    }
  });
});
