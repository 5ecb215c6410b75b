import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import { afterAll, describe, expect, it } from 'vitest';
import { importFramework } from '../scripts/catalog-import/importFramework';
import { readCsv } from '../scripts/catalog-import/records';
import { buildCatalog } from '../src/catalog/buildCatalog';
import { readCatalogDir } from '../src/catalog/loadCatalogDir';
import { MemoryStore } from '../src/store/memory/memoryStore';
import { makeTestApp } from './harness';

const root = path.resolve(import.meta.dirname, '../../..');
const sampleCsv = path.join(root, 'examples/frameworks/acme-framework.csv');
const sampleJson = path.join(root, 'examples/frameworks/acme-framework.json');

/** The sample's rows (header first); row i of the array is line i + 1 of the file. */
const sampleRows = (): string[][] => parse(readFileSync(sampleCsv, 'utf8')) as string[][];
const col = (name: string) => (sampleRows()[0] ?? []).indexOf(name);

const cell = (v: string) => (/[",\r\n]/.test(v) ? `"${v.replace(/"/g, '""')}"` : v);
const toCsv = (rows: string[][], eol = '\n') =>
  rows.map((r) => r.map(cell).join(',')).join(eol) + eol;

/** The array's item `i`, which the test knows is there. */
const at = <T>(items: T[], i: number): T => {
  const item = items[i];
  if (item === undefined) throw new Error(`no item ${i}`);
  return item;
};

/** A scratch folder whose only content, after a rejected import, must still be nothing. */
const scratchDirs: string[] = [];
const scratch = () => {
  const dir = mkdtempSync(path.join(tmpdir(), 'rs-import-'));
  scratchDirs.push(dir);
  return dir;
};
afterAll(() => {
  for (const dir of scratchDirs) rmSync(dir, { recursive: true, force: true });
});

/** Writes `text` as `name` in a scratch folder and imports it into `<scratch>/out/catalog`. */
const run = (name: string, text: string, options?: { force?: boolean }) => {
  const dir = scratch();
  const input = path.join(dir, name);
  writeFileSync(input, text);
  const outParent = path.join(dir, 'out');
  mkdirSync(outParent);
  const out = path.join(outParent, 'catalog');
  return { result: importFramework(input, out, options), dir, out, outParent };
};

/** The sample with `edit` applied, imported as framework.csv (it must import); its warnings. */
const warningsOf = (edit: (rows: string[][]) => void) => {
  const rows = sampleRows();
  edit(rows);
  const { result, out } = run('framework.csv', toCsv(rows));
  if (!result.ok) throw new Error(result.problems.join('\n'));
  buildCatalog(readCatalogDir(out));
  return result.warnings;
};

/** The sample with `edit` applied to its rows, imported as framework.csv; its problems. */
const problemsOf = (edit: (rows: string[][]) => void) => {
  const rows = sampleRows();
  edit(rows);
  const { result, outParent } = run('framework.csv', toCsv(rows));
  expect(result.ok).toBe(false);
  expect(readdirSync(outParent)).toEqual([]);
  return result.ok ? [] : result.problems;
};

const folderFiles = (dir: string) =>
  Object.fromEntries(
    [
      'industries.json',
      'job-families',
      'functions',
      'domain-job-families',
      'domain-functions',
      'competencies',
    ].flatMap((entry) => {
      const full = path.join(dir, entry);
      return entry.endsWith('.json')
        ? [[entry, readFileSync(full, 'utf8')]]
        : readdirSync(full).map((f) => [`${entry}/${f}`, readFileSync(path.join(full, f), 'utf8')]);
    }),
  );

describe('catalog import: the sample framework', () => {
  it('imports the sample CSV into a folder the server loads and serves', async () => {
    const dir = scratch();
    const out = path.join(dir, 'catalog');
    const result = importFramework(sampleCsv, out);
    expect(result).toMatchObject({
      ok: true,
      counts: { industries: 1, functions: 3, domainFunctions: 1, competencies: 10, levels: 30 },
    });
    expect(readdirSync(dir)).toEqual(['catalog']); // no temporary folder left behind
    const catalog = buildCatalog(readCatalogDir(out));

    const t = await makeTestApp({ store: new MemoryStore(), catalog });
    const { token } = await t.signUpAndLogin(1);
    const industries = await t.call<{ data: unknown[] }>('GET', '/v1/admin/getIndustryCategories', {
      token,
    });
    expect(industries.body.data).toEqual([
      { _id: 'technology', name: 'Technology', complexity: 'high' },
    ]);
    const families = await t.call<{ data: unknown[] }>(
      'GET',
      '/v1/admin/technology/getJobFamilyProcess',
      { token },
    );
    expect(families.body.data).toEqual([
      { _id: 'software-engineering', name: 'Software Engineering' },
    ]);
    const functional = await t.call<{ data: Array<{ _id: string }> }>(
      'POST',
      '/v1/common/getFunctionalCompetencies',
      {
        token,
        body: {
          industryCategory: 'technology',
          functions: ['quality-engineering'],
          careerCategory: 'low',
          process: ['software-engineering'],
        },
      },
    );
    expect(functional.status).toBe(200);
    expect(functional.body.data.map((c) => c._id)).toEqual([
      'test-automation',
      'defect-management',
      'programming',
      'stakeholder-communication',
    ]);
    const domain = await t.call<{ data: Array<{ _id: string }> }>(
      'POST',
      '/v1/common/getDomainCompetencies',
      {
        token,
        body: {
          industryCategory: 'technology',
          functions: ['digital-platforms'],
          careerCategory: 'high',
          process: [],
        },
      },
    );
    expect(domain.body.data.map((c) => c._id)).toEqual([
      'product-analytics',
      'platform-reliability',
      'data-privacy',
      'release-management',
    ]);
  });

  it('imports the JSON sample into the same files as the CSV', () => {
    const dir = scratch();
    const fromCsv = importFramework(sampleCsv, path.join(dir, 'csv'));
    const fromJson = importFramework(sampleJson, path.join(dir, 'json'));
    expect(fromCsv.ok && fromJson.ok).toBe(true);
    expect(folderFiles(path.join(dir, 'json'))).toEqual(folderFiles(path.join(dir, 'csv')));
  });
});

describe('catalog import: reading CSV', () => {
  it('reads quoted commas and quotes, CRLF line ends and a UTF-8 BOM', () => {
    const rows = sampleRows();
    const d = col('description');
    for (const r of rows.slice(1)) {
      if (r[col('competency')] === 'Code Review')
        r[d] = 'Reviews changes, "line by line", before they merge.';
    }
    const { result, out } = run('framework.csv', `\uFEFF${toCsv(rows, '\r\n')}`);
    expect(result.ok).toBe(true);
    const review = buildCatalog(readCatalogDir(out)).competencies.get('code-review');
    expect(review?.description).toBe('Reviews changes, "line by line", before they merge.');
    expect(review?.levels.map((l) => l.abilities.length)).toEqual([3, 3, 3]);
  });

  it('counts lines from the file, also after a cell that spans several lines', () => {
    const rows = sampleRows();
    const ld = col('level_description');
    at(rows, 1)[ld] = 'Writes small changes\r\nunder guidance, following the conventions.';
    at(rows, 3)[col('level')] = '9';
    const text = `\uFEFF${toCsv(rows, '\r\n')}`;
    const { problems } = readCsv('framework.csv', text);
    expect(problems).toEqual([]);
    const lines = readCsv('framework.csv', text).records.map((r) => r.line);
    expect(lines.slice(0, 3)).toEqual([2, 4, 5]);
    const { result } = run('framework.csv', text);
    expect(result.ok || result.problems).toContain(
      'framework.csv:5:level: level must be a whole number from 1 to 5 (got "9")',
    );
  });
});

describe('catalog import: every problem, by file, line and column', () => {
  it('reports unknown and missing columns on the header line', () => {
    const problems = problemsOf((rows) => {
      for (const r of rows) r.splice(col('abilities'), 1);
      at(rows, 0)[0] = 'Industry';
      at(rows, 0).push('colour');
      for (const r of rows.slice(1)) r.push('blue');
    });
    expect(problems).toContain(
      'framework.csv:1:colour: unknown column "colour" (the columns are industry, job_family, job_family_id, function, function_id, competency, competency_id, description, career_categories, level, level_description, abilities, domain, competency_reference, level_reference)',
    );
    expect(problems).toContain('framework.csv:1:abilities: required column "abilities" is missing');
    expect(problems.some((p) => p.includes(':industry'))).toBe(false); // "Industry" is industry
  });

  it('reports each rule broken, all at once (the brief example on line 14)', () => {
    const problems = problemsOf((rows) => {
      at(rows, 13)[col('level')] = '6'; // line 14
      at(rows, 2)[col('level')] = '2.5'; // line 3
      at(rows, 4)[col('description')] = '  '; // line 5
      at(rows, 5)[col('career_categories')] = 'low|senior'; // line 6
      at(rows, 6)[col('abilities')] = 'Runs reviews | Writes records'; // line 7
      at(rows, 7)[col('industry')] = 'Space'; // line 8
      at(rows, 8)[col('domain')] = 'maybe'; // line 9
      at(rows, 9)[col('competency_id')] = 'Code Review'; // line 10 (a new column)
      for (const [i, r] of rows.entries()) if (i > 0 && r.length < at(rows, 0).length) r.push('');
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'framework.csv:14:level: level must be a whole number from 1 to 5 (got "6")',
        'framework.csv:3:level: level must be a whole number from 1 to 5 (got "2.5")',
        'framework.csv:5:description: description is required',
        'framework.csv:6:career_categories: career categories must be low, medium or high (got "senior")',
        'framework.csv:7:abilities: a level needs 3 to 5 abilities, separated by "|" or ";" (got 2)',
        'framework.csv:8:industry: industry must be one of the built-in industry categories, by id or name (got "Space"; e.g. "technology", "BFSI")',
        'framework.csv:9:domain: domain must be "yes" or "no" (or empty for no) (got "maybe")',
      ]),
    );
    expect(problems.length).toBeGreaterThanOrEqual(7);
  });

  it('reports a bad id, a duplicate level and text that disagrees with an earlier row', () => {
    const problems = problemsOf((rows) => {
      at(rows, 0).push('competency_id');
      for (const r of rows.slice(1)) r.push('');
      at(rows, 1)[at(rows, 0).length - 1] = 'Programming!'; // line 2
      rows.splice(3, 0, [...at(rows, 2)]); // line 4 repeats line 3
      at(rows, 20)[col('description')] = 'Writes code.'; // line 21: Programming in quality engineering
      at(rows, 22)[col('level_description')] = 'Something else entirely for this level.'; // line 23
    });
    expect(problems).toEqual(
      expect.arrayContaining([
        'framework.csv:2:competency_id: competency_id must be a kebab-case id such as "risk-and-compliance" (got "Programming!")',
        'framework.csv:4:level: level 3 of competency "programming" in function "backend-development" already appears on line 3',
        'framework.csv:21:description: competency "programming" has a different description on line 3',
        'framework.csv:23:level_description: level 5 of competency "programming" is described differently on line 5',
      ]),
    );
  });

  it('reports a competency with fewer than three levels and a function short of competencies', () => {
    const problems = problemsOf((rows) => {
      rows.splice(9, 1); // drop Code Review level 3 (line 10)
    });
    expect(problems).toEqual([
      'framework.csv:8:level: competency "code-review" defines 2 levels (1, 2); it needs at least 3, each with a description and 3 to 5 abilities',
    ]);
    const thin = warningsOf((rows) => {
      // Backend Development's Stakeholder Communication only for high.
      for (const r of rows.slice(10, 13)) r[col('function')] = 'Platform Engineering';
    });
    expect(thin).toContain(
      'framework.csv:2:career_categories: warning: function "backend-development" offers 3 low, 3 medium, 3 high competencies; the wizard needs at least 4 for each career category',
    );
  });

  it('warns, and still imports, an industry without domain rows or with a thin domain side', () => {
    const none = warningsOf((rows) => {
      rows.splice(37); // drop every domain row
    });
    expect(none).toEqual([
      'framework.csv:2:domain: warning: industry "technology" has no domain rows (domain = yes); the wizard\'s domain section will offer nothing to choose',
      'framework.csv:2:job_family: warning: industry "technology" lists 1 job family; the built-in catalog lists at least 3',
    ]);
    const thin = warningsOf((rows) => {
      rows.splice(46); // drop Release Management
    });
    expect(thin).toEqual([
      'framework.csv:2:domain: warning: industry "technology" offers 3 low, 3 medium, 3 high domain competencies; the wizard needs at least 4 for each career category',
      'framework.csv:2:job_family: warning: industry "technology" lists 1 job family; the built-in catalog lists at least 3',
    ]);
  });

  it('reports a malformed CSV with its line', () => {
    const { result, outParent } = run(
      'framework.csv',
      `${toCsv(sampleRows())}Technology,"unclosed\n`,
    );
    expect(result.ok).toBe(false);
    expect(result.ok || result.problems[0]).toMatch(/^framework\.csv:50: /);
    expect(readdirSync(outParent)).toEqual([]);
  });
});

describe('catalog import: JSON', () => {
  it('names the record index, the key and its line', () => {
    const records = JSON.parse(readFileSync(sampleJson, 'utf8')) as Record<string, unknown>[];
    at(records, 2).level = 7;
    at(records, 4).abilities = ['Only one ability'];
    delete at(records, 5).description;
    const text = JSON.stringify(records, null, 2);
    const lineOf = (index: number, key: string) => {
      const lines = text.split('\n');
      let seen = -1;
      for (const [i, l] of lines.entries()) {
        if (l === '  {') seen++;
        if (seen === index && l.startsWith(`    "${key}"`)) return i + 1;
      }
      return 0;
    };
    const starts = text.split('\n').flatMap((l, i) => (l === '  {' ? [i + 1] : []));
    const { result, outParent } = run('framework.json', text);
    expect(result.ok).toBe(false);
    expect(result.ok || result.problems).toEqual(
      expect.arrayContaining([
        `framework.json:${lineOf(2, 'level')}:[2].level: level must be a whole number from 1 to 5 (got "7")`,
        `framework.json:${lineOf(4, 'abilities')}:[4].abilities: a level needs 3 to 5 abilities, separated by "|" or ";" (got 1)`,
        `framework.json:${starts[5]}:[5].description: required column "description" is missing`,
      ]),
    );
    expect(readdirSync(outParent)).toEqual([]);
  });

  it('rejects a file that is not an array of records', () => {
    expect(run('framework.json', '{"industry": "Technology"}').result).toMatchObject({
      ok: false,
      problems: [
        'framework.json:1: the file must hold a JSON array of records (one per competency level)',
      ],
    });
    const broken = run('framework.json', '[{"industry": ').result;
    expect(broken.ok || broken.problems[0]).toMatch(/^framework\.json: not valid JSON: /);
  });
});

describe('catalog import: the output folder', () => {
  it('refuses a non-empty folder without --force and replaces it with it', () => {
    const dir = scratch();
    const out = path.join(dir, 'catalog');
    mkdirSync(out);
    writeFileSync(path.join(out, 'notes.txt'), 'keep me');
    expect(importFramework(sampleCsv, out)).toEqual({
      ok: false,
      problems: [`${out}: the output folder is not empty; pass --force to replace it`],
    });
    expect(readdirSync(out)).toEqual(['notes.txt']);
    expect(importFramework(sampleCsv, out, { force: true }).ok).toBe(true);
    expect(readdirSync(out)).not.toContain('notes.txt');
    expect(readdirSync(dir)).toEqual(['catalog']);
  });

  it('keeps the old folder when a forced import is rejected', () => {
    const dir = scratch();
    const out = path.join(dir, 'catalog');
    expect(importFramework(sampleCsv, out).ok).toBe(true);
    const before = folderFiles(out);
    const bad = path.join(dir, 'bad.csv');
    writeFileSync(bad, 'industry\nTechnology\n');
    expect(importFramework(bad, out, { force: true }).ok).toBe(false);
    expect(folderFiles(out)).toEqual(before);
    expect(readdirSync(dir).sort()).toEqual(['bad.csv', 'catalog']);
  });

  it('the command exits 0 with a summary, 1 with every problem', () => {
    const dir = scratch();
    const cli = (...args: string[]) =>
      spawnSync(
        process.execPath,
        [
          '--conditions=@rolescope/source',
          '--import',
          'tsx',
          path.join(root, 'packages/server/scripts/catalog-import.ts'),
          ...args,
        ],
        { cwd: root, encoding: 'utf8' },
      );
    const ok = cli(sampleCsv, path.join(dir, 'catalog'));
    expect(ok.status).toBe(0);
    expect(ok.stdout).toContain('1 industry, 1 job family, 3 functions');
    const bad = path.join(dir, 'bad.csv');
    writeFileSync(bad, 'industry,level\nSpace,6\n');
    const failed = cli(bad, path.join(dir, 'other'));
    expect(failed.status).toBe(1);
    expect(failed.stderr).toContain('bad.csv:2:industry: industry must be one of');
    expect(failed.stderr).toContain('bad.csv:1:abilities: required column "abilities" is missing');
    expect(readdirSync(dir).sort()).toEqual(['bad.csv', 'catalog']);
  }, 30_000);
});

describe('catalog import: a small framework of its own', () => {
  it('imports three competencies without domain rows, warning with file and line, and keeps the references', () => {
    const small = path.join(root, 'examples/frameworks/small-framework.csv');
    const { result, out } = run('small-framework.csv', readFileSync(small, 'utf8'));
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.counts).toMatchObject({ industries: 1, competencies: 3, domainJobFamilies: 0 });
    expect(result.warnings).toEqual([
      'small-framework.csv:2:domain: warning: industry "bfsi" has no domain rows (domain = yes); the wizard\'s domain section will offer nothing to choose',
      'small-framework.csv:2:career_categories: warning: function "branch-service" offers 3 low, 3 medium, 1 high competencies; the wizard needs at least 4 for each career category',
      'small-framework.csv:2:job_family: warning: industry "bfsi" lists 1 job family; the built-in catalog lists at least 3',
      'small-framework.csv:2:function: warning: job family "branch-banking" has 1 function; the built-in catalog has at least 3',
    ]);
    const catalog = buildCatalog(readCatalogDir(out));
    const onboarding = catalog.competencies.get('branch-customer-onboarding');
    expect(onboarding?.reference).toBe('SCB-BR-01');
    expect(onboarding?.levels.map((l) => l.reference)).toEqual(['NSQF 4', 'NSQF 5', 'NSQF 6']);
    expect(catalog.industries.get('bfsi')?.domainJobFamilies).toEqual([]);
  });

  it("warns at the record of a text that breaks the built-in catalog's text rules", () => {
    const small = path.join(root, 'examples/frameworks/small-framework.csv');
    const rows = parse(readFileSync(small, 'utf8')) as string[][];
    const header = rows[0] ?? [];
    (rows[5] as string[])[header.indexOf('level_description')] = 'Logs complaints in the register.';
    const { result } = run('small-framework.csv', toCsv(rows));
    if (!result.ok) throw new Error(result.problems.join('\n'));
    expect(result.warnings).toContain(
      'small-framework.csv:6:level_description: warning: competency "complaint-resolution" level 2: description under 12 words',
    );
  });

  it('reports a reference that disagrees with an earlier row of its competency or level', () => {
    const small = path.join(root, 'examples/frameworks/small-framework.csv');
    const rows = parse(readFileSync(small, 'utf8')) as string[][];
    const header = rows[0] ?? [];
    const ref = header.indexOf('competency_reference');
    (rows[2] as string[])[ref] = 'SCB-XX-99';
    const { result } = run('small-framework.csv', toCsv(rows));
    expect(result.ok).toBe(false);
    expect(result.ok || result.problems).toEqual([
      'small-framework.csv:3:competency_reference: competency "branch-customer-onboarding" has competency_reference "SCB-BR-01" on line 2',
    ]);
  });
});
