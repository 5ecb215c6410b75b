#!/usr/bin/env node
// Measures the min+gzip size of each published entry with esbuild and checks it against its budget:
// core's main entry, what each widget costs a host (RolescopeProvider + createApiClient + one widget,
// JavaScript and, apart, the CSS that entry pulls in) and the custom-element script as built.
// Bundles are split as a host's bundler splits them: the JavaScript counted is what the page loads
// first (the entry chunk and the chunks it imports statically, each gzipped apart as served);
// lazily loaded chunks (AuthPanel's sign-up view, the client's endpoint table) are shown apart.
// The CSS of an entry of `@rolescope/widgets` is its whole stylesheet (styles.css). The CSS of
// `@rolescope/widgets/auth-panel` is split as its code is (scripts/entryStylesheets.mjs, which
// packages/widgets/tsup.config.ts builds dist/entries/auth-panel.css with): the rules the page
// loads first are counted, the lazily loaded views' rules (adopted with their chunk) shown apart.
// Usage: node scripts/size.mjs [--json] [--only <part of a row's name>]
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';
import { vanillaExtractPlugin } from '@vanilla-extract/esbuild-plugin';
import { build } from 'esbuild';
import { versionedIdentifiers } from '../packages/widgets/src/theme/versionedIdentifiers.mjs';
import { splitEntryStylesheet } from './entryStylesheets.mjs';
import { compareMainEntry } from './sizeMainEntry.mjs';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const hostExternal = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];
const widgetsVersion = JSON.parse(
  readFileSync(path.join(root, 'packages/widgets/package.json'), 'utf8'),
).version;
// The class names the published build uses (versioned), so the CSS measured is the CSS shipped.
const vanilla = () => [vanillaExtractPlugin({ identifiers: versionedIdentifiers(widgetsVersion) })];

/** A host page that shows one widget inside the provider (the widget's props as `props`). */
const widgetEntry = (name, props = '') => `
import { createApiClient } from '@rolescope/core';
import { ${name}, RolescopeProvider } from '@rolescope/widgets';
import { createRoot } from 'react-dom/client';

const client = createApiClient({ baseUrl: '/api' });
const root = document.getElementById('root');
if (root) {
  createRoot(root).render(
    <RolescopeProvider client={client} onNavigate={(path) => window.location.assign(path)}>
      <${name} ${props} />
    </RolescopeProvider>,
  );
}
`;

// Budgets in KB of min+gzip, about 10% above the figures measured when they were set
// (docs/benchmarks.md), except the AuthPanel entry's JavaScript, the sign-in panel's target
// (60 KB). react and react-dom are the host's; @tanstack/react-query is bundled
// (the provider's peer, which a host may not have yet); the CSS is the vanilla-extract
// stylesheet of the same build, counted apart: an entry of `@rolescope/widgets` pulls the whole
// widget stylesheet (styles.css), `@rolescope/widgets/auth-panel` its own (auth-panel.css).
// The main entry's whole stylesheet (styles.css), the same for every widget of it: 9 KB until
// tables gained their card layout for phones (container-query rules of the Table primitive,
// measured 9,276 bytes gzipped; 9,352 once the main entry's bindings moved to modules of their
// own: the same rules in another module order gzip a few dozen bytes apart). The organisation
// widgets' rules joined it: TeamReports (+134 bytes) and OrganizationInsights (+561: its
// heatmap, tables and print rules), then ManagerReview: 10.3 KB.
const MAIN_CSS_LIMIT_KB = 10.5;

const budgets = [
  {
    name: '@rolescope/core (main entry, zod included)',
    entry: 'packages/core/src/index.ts',
    external: [],
    // A library entry (every export kept), bundled whole: no page to split.
    split: false,
    // The schemas a host never parses are behind `@rolescope/core/contract`; what stays is the
    // two clients' tables (with their response schemas): 26.7 KB with one table of every row,
    // 25.9 KB once the main entry kept its host-facing names only and the table was split by
    // audience (this entry keeps both clients, so both tables); 26.8 KB with the review, team,
    // invitation and admin-insights rows and the two clients' shared secret.
    limitKb: 27,
  },
  {
    name: 'AuthPanel + RolescopeProvider + createApiClient (/auth-panel, /provider)',
    entry: 'scripts/size-entries/auth-panel.tsx',
    external: hostExternal,
    plugins: vanilla,
    // The target. 60.0 KB while every widget shipped the organisation's rows; 59.7 KB since
    // createApiClient carries a person's rows only (createOrganizationClient the others);
    // 60.8 KB with the widget root around the panel, the code step's loader and the rows a
    // person gained (joining an organisation, their report's review). 59.6 KB once the
    // administrators' rows stopped pulling the embed sessions', the directory's and the webhook
    // events' schemas (API keys, the caller's own user, the session's claims and the events are
    // modules of their own): every row of createApiClient is still there.
    limitKb: 60,
    // The target: a host that shows only AuthPanel loads at most 4 KB of CSS first
    // (auth-panel.css; the sign-up view's rules come with its chunk).
    cssLimitKb: 4,
    splitCss: true,
  },
  {
    name: 'OrganizationInsights + RolescopeProvider + createApiClient (/organization-insights, /provider)',
    entry: 'scripts/size-entries/organization-insights.tsx',
    external: hostExternal,
    plugins: vanilla,
    // The first load of HR's and managers' insights, the provider included.
    limitKb: 90,
  },
  {
    name: 'AuthPanel + RolescopeProvider + createApiClient (main entry)',
    contents: widgetEntry('AuthPanel', 'defaultView="login"'),
    external: hostExternal,
    plugins: vanilla,
    // 71.0 KB since the main entry's AuthPanel loads its sign-up and forgot views when it opens
    // (78.4 KB when it imported them).
    limitKb: 74,
    cssLimitKb: MAIN_CSS_LIMIT_KB,
  },
  {
    name: 'EvaluationWizard + RolescopeProvider + createApiClient',
    contents: widgetEntry('EvaluationWizard'),
    external: hostExternal,
    plugins: vanilla,
    limitKb: 115,
    cssLimitKb: MAIN_CSS_LIMIT_KB,
  },
  {
    name: 'ReportsHistory + RolescopeProvider + createApiClient',
    contents: widgetEntry('ReportsHistory'),
    external: hostExternal,
    plugins: vanilla,
    limitKb: 85,
    cssLimitKb: MAIN_CSS_LIMIT_KB,
  },
  {
    name: 'LevelPicker + RolescopeProvider + createApiClient',
    contents: widgetEntry(
      'LevelPicker',
      'items={[]} selectedLevels={{}} onSelectedLevelsChange={() => {}} onComplete={() => {}}',
    ),
    external: hostExternal,
    plugins: vanilla,
    limitKb: 62,
    cssLimitKb: MAIN_CSS_LIMIT_KB,
  },
  {
    name: 'ManagerReview + RolescopeProvider + createApiClient (/manager-review, /provider)',
    entry: 'scripts/size-entries/manager-review.tsx',
    external: hostExternal,
    plugins: vanilla,
    // The organisation's widgets' target: at most 90 KB with the provider.
    limitKb: 90,
    cssLimitKb: MAIN_CSS_LIMIT_KB,
  },
  {
    name: 'ReportDialog + RolescopeProvider + createApiClient',
    contents: widgetEntry('ReportDialog', 'open={false} onOpenChange={() => {}}'),
    external: hostExternal,
    plugins: vanilla,
    limitKb: 76,
    cssLimitKb: MAIN_CSS_LIMIT_KB,
  },
  {
    // A manager's list of people through its own entry; it opens the ReportDialog, whose
    // code is in the first load, and registers every text (the dialog reads most areas).
    // The target is 90 KB; measured 69.4 KB (17.8 KB lazy) and 5.4 KB of CSS when it was set.
    name: 'TeamReports + RolescopeProvider + createApiClient (/team-reports, /provider)',
    entry: 'scripts/size-entries/team-reports.tsx',
    external: hostExternal,
    plugins: vanilla,
    limitKb: 76,
    // TeamReports' own rules and the report dialog it opens.
    cssLimitKb: 7,
  },
  {
    // One self-contained ES module: React, the widgets and their styles inside. Measured as
    // built (`npm run build -w @rolescope/elements`, run here when the file is missing).
    name: '@rolescope/elements dist/rolescope-elements.js (React and styles inside)',
    file: 'packages/elements/dist/rolescope-elements.js',
    buildWorkspace: '@rolescope/elements',
    // 220 until the widgets loaded Floating UI and the wizard's later phases on first use:
    // one self-contained file inlines every lazy part, so it carries their loaders
    // and the closed widgets' hand-over code as well (214.1 -> 222.2 KB). 239.5 once the HR
    // and manager elements joined (OrganizationInsights, TeamReports, ManagerReview: +17 KB);
    // a separate HR file would carry React a second time.
    limitKb: 245,
  },
];

const gzip = (bytes) => gzipSync(bytes, { level: 9 }).byteLength;

const measureFile = ({ file, buildWorkspace }) => {
  const full = path.join(root, file);
  if (!existsSync(full)) {
    const r = spawnSync('npm', ['run', 'build', '-w', buildWorkspace], {
      cwd: root,
      stdio: 'inherit',
    });
    if (r.status !== 0 || !existsSync(full)) throw new Error(`cannot build ${file}`);
  }
  const bytes = readFileSync(full);
  return { min: bytes.byteLength, gz: gzip(bytes) };
};

/** The output files a page loads first: the entry chunk and what it imports statically. */
const initialOutputs = (metafile, entryPoint) => {
  const outputs = metafile.outputs;
  // Every lazily loaded chunk has an `entryPoint` too (its dynamic import's target): the page's
  // entry is the output of the entry point measured.
  const entry = Object.keys(outputs).find(
    (k) => k.endsWith('.js') && outputs[k].entryPoint === entryPoint,
  );
  if (!entry) throw new Error(`no output for the entry point ${entryPoint}`);
  const seen = new Set();
  const stack = [entry];
  while (stack.length > 0) {
    const file = stack.pop();
    if (seen.has(file)) continue;
    seen.add(file);
    for (const i of outputs[file].imports) {
      if (i.kind === 'import-statement' && !i.external) stack.push(i.path);
    }
  }
  return seen;
};

const measureBundle = async ({
  entry,
  contents,
  external,
  plugins,
  split: splits = true,
  splitCss = false,
}) => {
  const options = {
    ...(contents
      ? { stdin: { contents, loader: 'tsx', resolveDir: root, sourcefile: 'widget-entry.tsx' } }
      : { entryPoints: [path.join(root, entry)] }),
    absWorkingDir: root,
    bundle: true,
    minify: true,
    format: 'esm',
    platform: 'browser',
    target: 'es2022',
    write: false,
    outdir: 'out',
    treeShaking: true,
    conditions: ['@rolescope/source'],
    external,
    plugins: plugins ? plugins() : [],
    jsx: 'automatic',
    logLevel: 'silent',
    define: { 'process.env.NODE_ENV': '"production"' },
  };
  // JavaScript: split, as a host's bundler splits it; the first load is counted.
  const split = await build({ ...options, splitting: splits, metafile: true });
  const initial = initialOutputs(
    split.metafile,
    contents ? options.stdin.sourcefile : path.relative(root, path.join(root, entry)),
  );
  const sizes = { min: 0, gz: 0, lazyMin: 0, lazyGz: 0 };
  for (const file of split.outputFiles) {
    if (!file.path.endsWith('.js')) continue;
    const first = initial.has(path.relative(root, file.path));
    sizes[first ? 'min' : 'lazyMin'] += file.contents.byteLength;
    sizes[first ? 'gz' : 'lazyGz'] += gzip(file.contents);
  }
  if (!plugins) return sizes;
  if (splitCss) {
    // CSS split as the code is: the first load counted, the lazily loaded views' rules apart.
    const { initial, lazy } = await splitEntryStylesheet(options);
    return {
      ...sizes,
      cssMin: Buffer.byteLength(initial),
      cssGz: gzip(initial),
      lazyCssGz: lazy ? gzip(lazy) : 0,
    };
  }
  // CSS: the entry's whole stylesheet (no splitting: lazily loaded views' rules included).
  const whole = await build({ ...options, splitting: false });
  const css = whole.outputFiles.find((f) => f.path.endsWith('.css'));
  return {
    ...sizes,
    ...(css ? { cssMin: css.contents.byteLength, cssGz: gzip(css.contents) } : {}),
  };
};

const onlyAt = process.argv.indexOf('--only');
const only = onlyAt === -1 ? undefined : process.argv[onlyAt + 1];

let failed = false;
const rows = [];
for (const budget of budgets) {
  if (only && !budget.name.includes(only)) continue;
  const sizes = budget.file ? measureFile(budget) : await measureBundle(budget);
  const ok =
    sizes.gz <= budget.limitKb * 1024 &&
    (budget.cssLimitKb === undefined || (sizes.cssGz ?? 0) <= budget.cssLimitKb * 1024);
  failed ||= !ok;
  const { plugins: _plugins, contents: _contents, ...described } = budget;
  rows.push({ ...described, ...sizes, ok });
}

// The main entry tree-shakes: AuthPanel + RolescopeProvider from `@rolescope/widgets` within
// 10 % of the same page through `/auth-panel` + `/provider` (bundled as a Vite host does).
const comparison = only ? undefined : await compareMainEntry(root, widgetsVersion);
failed ||= comparison ? !comparison.ok : false;

const kb = (bytes) => (bytes === undefined ? '-' : `${(bytes / 1024).toFixed(1)} KB`);
if (process.argv.includes('--json')) {
  console.log(JSON.stringify(rows, null, 2));
} else {
  const table = [
    [
      '',
      'entry',
      'JS min',
      'JS min+gzip',
      'JS budget',
      'lazy JS min+gzip',
      'CSS min+gzip',
      'CSS budget',
      'lazy CSS gzip',
    ],
    ...rows.map((r) => [
      r.ok ? 'ok' : 'OVER',
      r.name,
      kb(r.min),
      kb(r.gz),
      `${r.limitKb} KB`,
      r.lazyGz ? kb(r.lazyGz) : '-',
      kb(r.cssGz),
      r.cssLimitKb === undefined ? '-' : `${r.cssLimitKb} KB`,
      r.lazyCssGz ? kb(r.lazyCssGz) : '-',
    ]),
  ];
  const widths = table[0].map((_, i) => Math.max(...table.map((row) => row[i].length)));
  for (const row of table) {
    console.log(
      row
        .map((cell, i) => (i === 1 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
        .join('  '),
    );
  }
}
if (comparison) {
  const line = `${comparison.ok ? 'ok' : 'OVER'}  AuthPanel + RolescopeProvider, Vite (Rollup) split build: main entry ${kb(comparison.main)} vs /auth-panel + /provider ${kb(comparison.perWidget)} min+gzip (+${((comparison.ratio - 1) * 100).toFixed(1)} %, at most +${Math.round((comparison.maxRatio - 1) * 100)} %)`;
  if (process.argv.includes('--json')) console.log(JSON.stringify({ mainEntry: comparison }));
  else console.log(line);
}
process.exit(failed ? 1 : 0);
