#!/usr/bin/env node
// API reports: every export of each published entry of @rolescope/widgets and @rolescope/core,
// with its kind and full type signature, in packages/<pkg>/api/<pkg>.api.md. Types of the
// package that the public API uses without exporting are listed too, with a warning (API
// Extractor's ae-forgotten-export). Read from the sources with the TypeScript compiler API, so
// no build is needed. Usage: node scripts/api-report/main.mjs [--update]
// Without --update it fails, printing the diff, when a checked-in report differs, and when a
// package README (where one is configured) leaves an export undocumented.
import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describeSymbol, namedSymbols, namedTypes, resolve } from './describe.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const update = process.argv.includes('--update');

const reports = [
  {
    name: '@rolescope/widgets',
    src: 'packages/widgets/src',
    out: 'packages/widgets/api/widgets.api.md',
    // Every export must be documented there (named in backticks, alone or as a call).
    readme: 'packages/widgets/README.md',
    entries: {
      '.': 'packages/widgets/src/index.ts',
      './pages': 'packages/widgets/src/pages/index.ts',
      './provider': 'packages/widgets/src/entries/provider.ts',
      './auth-panel': 'packages/widgets/src/entries/authPanel.ts',
      './team-reports': 'packages/widgets/src/entries/teamReports.ts',
      './theme': 'packages/widgets/src/entries/theme.ts',
    },
  },
  {
    name: '@rolescope/core',
    src: 'packages/core/src',
    out: 'packages/core/api/core.api.md',
    entries: {
      '.': 'packages/core/src/index.ts',
      './contract': 'packages/core/src/contract/index.ts',
      './options': 'packages/core/src/options/index.ts',
      './scoring': 'packages/core/src/scoring/index.ts',
      './testing': 'packages/core/src/testing/index.ts',
      './validation': 'packages/core/src/validation/index.ts',
      './webhooks': 'packages/core/src/webhooks/index.ts',
    },
  },
];

/** One program over every entry, with the widgets' compiler options (JSX, DOM, source condition). */
const createProgram = () => {
  const configPath = path.join(root, 'packages/widgets/tsconfig.json');
  const config = ts.readConfigFile(configPath, ts.sys.readFile);
  const parsed = ts.parseJsonConfigFileContent(config.config, ts.sys, path.dirname(configPath));
  const rootNames = reports.flatMap((r) => Object.values(r.entries).map((e) => path.join(root, e)));
  return ts.createProgram({ rootNames, options: { ...parsed.options, noEmit: true } });
};

const isPrivate = (member) =>
  (ts.getCombinedModifierFlags(member) & ts.ModifierFlags.NonPublicAccessibilityModifier) !== 0;

/** The type nodes of a declaration's public shape: a function's signature, never its body. */
const shapeNodes = (decl) => {
  if (ts.isFunctionLike(decl)) {
    return [...(decl.typeParameters ?? []), ...decl.parameters.map((p) => p.type), decl.type];
  }
  if (ts.isVariableDeclaration(decl)) {
    const init = decl.initializer;
    if (decl.type) return [decl.type];
    return init && (ts.isArrowFunction(init) || ts.isFunctionExpression(init))
      ? shapeNodes(init)
      : [];
  }
  if (ts.isClassDeclaration(decl)) {
    return [
      ...(decl.heritageClauses ?? []),
      ...decl.members
        .filter((m) => !isPrivate(m))
        .flatMap((m) => (ts.isPropertyDeclaration(m) ? [m.type] : shapeNodes(m))),
    ];
  }
  return [decl];
};

/** Type references in a symbol's public shape, resolved to their symbols (type parameters aside). */
const referencedSymbols = (checker, symbol) => {
  const found = new Set();
  const visit = (node) => {
    if (ts.isTypeReferenceNode(node) || ts.isExpressionWithTypeArguments(node)) {
      const target = ts.isTypeReferenceNode(node) ? node.typeName : node.expression;
      const ref = checker.getSymbolAtLocation(target);
      if (ref && !(ref.flags & ts.SymbolFlags.TypeParameter)) found.add(resolve(checker, ref));
    }
    ts.forEachChild(node, visit);
  };
  for (const decl of symbol.declarations ?? []) {
    for (const node of shapeNodes(decl)) if (node) visit(node);
  }
  return found;
};

const isInside = (symbol, dir) =>
  (symbol.declarations ?? []).some((d) =>
    d.getSourceFile().fileName.startsWith(`${path.join(root, dir)}/`),
  );

/** The exports of one entry, by name. */
const exportsOf = (checker, entry) => {
  const source = checker.program.getSourceFile(path.join(root, entry));
  const moduleSymbol = source && checker.getSymbolAtLocation(source);
  if (!moduleSymbol) throw new Error(`api-report: cannot read ${entry}`);
  return checker
    .getExportsOfModule(moduleSymbol)
    .map((s) => ({ name: s.name, symbol: resolve(checker, s) }))
    .sort((a, b) => a.name.localeCompare(b.name, 'en'));
};

/** Every exported type of every report is written by its name wherever it is used. */
const nameExportedTypes = (checker) => {
  for (const report of reports) {
    for (const entry of Object.values(report.entries)) {
      for (const { name, symbol } of exportsOf(checker, entry)) {
        if (symbol.flags & (ts.SymbolFlags.TypeAlias | ts.SymbolFlags.Interface)) {
          namedTypes.set(checker.getDeclaredTypeOfSymbol(symbol), name);
          namedSymbols.set(symbol, name);
        }
      }
    }
  }
};

const renderReport = (checker, report) => {
  const exported = new Map();
  const sections = [];
  for (const [subpath, entry] of Object.entries(report.entries)) {
    const symbols = exportsOf(checker, entry);
    const entryName = `${report.name}${subpath === '.' ? '' : subpath.slice(1)}`;
    const body = symbols.map(({ name, symbol }) => {
      // A symbol two entries export is written once, where it first appears.
      const first = exported.get(symbol);
      if (first) return `export { ${name} }; // as in ${first}`;
      exported.set(symbol, entryName);
      const text = describeSymbol(checker, symbol);
      return name === symbol.name ? text : `// exported as ${name}\n${text}`;
    });
    sections.push(
      `## ${entryName}\n\n${body.length} exports.\n\n\`\`\`ts\n${body.join('\n\n')}\n\`\`\``,
    );
  }
  // Types of this package the public API refers to without exporting them, transitively.
  const forgotten = [];
  const queue = [...exported.keys()];
  const seen = new Set(queue);
  while (queue.length > 0) {
    for (const ref of referencedSymbols(checker, queue.shift())) {
      if (seen.has(ref) || !isInside(ref, report.src)) continue;
      seen.add(ref);
      queue.push(ref);
      forgotten.push(ref);
    }
  }
  if (forgotten.length > 0) {
    const body = forgotten
      .sort((a, b) => a.name.localeCompare(b.name, 'en'))
      .map((s) => {
        const file = path.relative(root, s.declarations[0].getSourceFile().fileName);
        return `// Warning: (forgotten-export) "${s.name}" (${file}) is used by the public API but not exported\n${describeSymbol(checker, s, false)}`;
      });
    sections.push(
      `## Not exported, used by the public API\n\n\`\`\`ts\n${body.join('\n\n')}\n\`\`\``,
    );
  }
  return `# API report of ${report.name}\n\n> Generated by \`npm run api:update\` (scripts/api-report/main.mjs); \`npm test\` fails when it\n> differs from the sources. Review every change of this file as a change of the public API.\n\n${sections.join('\n\n')}\n`;
};

const diff = (file, text) => {
  const tmp = path.join(mkdtempSync(path.join(tmpdir(), 'api-report-')), path.basename(file));
  writeFileSync(tmp, text);
  const result = spawnSync('diff', ['-u', file, tmp], { encoding: 'utf8' });
  return result.stdout || result.error?.message || '(no diff output)';
};

const program = createProgram();
const checker = Object.assign(program.getTypeChecker(), { program });
nameExportedTypes(checker);
let stale = 0;
for (const report of reports) {
  const file = path.join(root, report.out);
  const text = renderReport(checker, report);
  let current = null;
  try {
    current = readFileSync(file, 'utf8');
  } catch {}
  if (current === text) {
    console.log(`api-report: ${report.out} is up to date`);
  } else if (update) {
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    console.log(`api-report: wrote ${report.out}`);
  } else {
    stale += 1;
    console.error(`api-report: the public API of ${report.name} differs from ${report.out}:`);
    console.error(current === null ? '(no report checked in)' : diff(file, text));
  }
}
/** Exports of a report's package that its README does not name (as `Name` or `Name(...)`). */
const undocumented = (report) => {
  const readme = readFileSync(path.join(root, report.readme), 'utf8');
  return Object.values(report.entries)
    .flatMap((entry) => exportsOf(checker, entry).map((e) => e.name))
    .filter((name) => !new RegExp(`\`${name}(\\(.*?\\))?\``).test(readme));
};
for (const report of reports.filter((r) => r.readme)) {
  const missing = undocumented(report);
  if (missing.length > 0) {
    stale += 1;
    console.error(`api-report: ${report.readme} does not document ${missing.join(', ')}`);
  }
}
if (stale > 0) {
  console.error(
    'api-report: review the change, then run `npm run api:update` and commit the report;' +
      ' document every new export in the package README.',
  );
  process.exit(1);
}
