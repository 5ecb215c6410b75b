/**
 * `npm run catalog:import -- <file.csv|file.json> <out-dir> [--force]`: converts an
 * organisation's competency framework into a catalog folder (docs/catalog.md, "Bring your own
 * framework"); serve it with `CATALOG_DIR=<out-dir> npm start`. Exits with 1 and every problem
 * (file:line:column) when the file is rejected, 2 on a usage error.
 */
import { importFramework } from './catalog-import/importFramework';

const usage = 'Usage: npm run catalog:import -- <file.csv|file.json> <out-dir> [--force]';

const main = () => {
  const args = process.argv.slice(2);
  if (args.includes('--help') || args.includes('-h')) {
    console.log(usage);
    return;
  }
  const force = args.includes('--force');
  const unknown = args.filter((a) => a.startsWith('-') && a !== '--force');
  const positional = args.filter((a) => !a.startsWith('-'));
  if (unknown.length || positional.length !== 2) {
    if (unknown.length) console.error(`Unknown option: ${unknown.join(' ')}`);
    console.error(usage);
    process.exitCode = 2;
    return;
  }
  const [input, outDir] = positional as [string, string];
  const result = importFramework(input, outDir, { force });
  if (result.ok) {
    const w = result.warnings.length;
    if (w) {
      console.warn(
        `${w} warning${w === 1 ? '' : 's'}: rules of the built-in catalog this framework does not meet (it is imported all the same):`,
      );
      for (const warning of result.warnings) console.warn(`  ${warning}`);
    }
    console.log(result.summary);
    console.log(`Serve it with: CATALOG_DIR=${outDir} npm start`);
    return;
  }
  const n = result.problems.length;
  console.error(
    `${input} was not imported (${n} problem${n === 1 ? '' : 's'}); nothing was written:`,
  );
  for (const p of result.problems) console.error(`  ${p}`);
  process.exitCode = 1;
};

main();
