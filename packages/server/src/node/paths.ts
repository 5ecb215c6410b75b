import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The server package's folder, found from this file (src/node/ when run from source, dist/node/ when built). */
const serverPackageDir = (from: string = fileURLToPath(import.meta.url)): string => {
  let dir = path.dirname(from);
  for (let i = 0; i < 6; i++) {
    const pkg = path.join(dir, 'package.json');
    if (existsSync(pkg) && JSON.parse(readFileSync(pkg, 'utf8')).name === '@rolescope/server')
      return dir;
    dir = path.dirname(dir);
  }
  throw new Error('Cannot find the @rolescope/server package folder');
};

export const defaultPaths = () => {
  const pkg = serverPackageDir();
  return {
    catalogDir: path.join(pkg, 'src', 'catalog', 'data'),
    staticDir: path.join(pkg, '..', 'demo-app', 'dist'),
  };
};
