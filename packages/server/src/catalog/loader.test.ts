import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { buildCatalog, CatalogError, type RawCatalog } from './buildCatalog';
import { fixtureRawCatalog } from './fixture';
import { readCatalogDir } from './loadCatalogDir';
import { writeCatalogDir } from './writeCatalogDir';

type Entry = Record<string, unknown> & { id: string };

/** A deep copy of the fixture's raw catalog, typed loosely so tests can break it. */
const raw = () =>
  structuredClone(fixtureRawCatalog) as unknown as {
    [K in Exclude<keyof RawCatalog, 'sources'>]: Entry[];
  };

const failure = (fn: () => unknown): string => {
  try {
    fn();
  } catch (e) {
    expect(e).toBeInstanceOf(CatalogError);
    return (e as Error).message;
  }
  throw new Error('the catalog was accepted');
};

const find = (items: Entry[], id: string) => {
  const found = items.find((i) => i.id === id);
  if (!found) throw new Error(`the fixture lacks ${id}`);
  return found;
};

describe('buildCatalog rejects bad data with a message naming the problem', () => {
  it('accepts the unmodified fixture (the baseline every case below breaks)', () => {
    expect(buildCatalog(raw() as RawCatalog).competencies.size).toBeGreaterThan(0);
  });

  it('a duplicate id', () => {
    const r = raw();
    r.competencies.push({ ...find(r.competencies, 'programming') });
    expect(failure(() => buildCatalog(r as RawCatalog))).toBe(
      'Duplicate competency id "programming"',
    );
    const f = raw();
    f.domainJobFamilies.push({ ...find(f.domainJobFamilies, 'digital-product') });
    expect(failure(() => buildCatalog(f as RawCatalog))).toBe(
      'Duplicate domain job family id "digital-product"',
    );
  });

  it('a reference to an id that does not exist, at every level', () => {
    const cases: [(r: ReturnType<typeof raw>) => void, string][] = [
      [
        (r) => (find(r.functions, 'backend-development').competencies as string[]).push('juggling'),
        'Function "backend-development" refers to unknown competency "juggling"',
      ],
      [
        (r) => (find(r.domainFunctions, 'payments').competencies as string[]).push('juggling'),
        'Domain function "payments" refers to unknown competency "juggling"',
      ],
      [
        (r) => (find(r.jobFamilies, 'it-operations').functions as string[]).push('astrology'),
        'Job family "it-operations" refers to unknown function "astrology"',
      ],
      [
        (r) => (find(r.domainJobFamilies, 'digital-product').functions as string[]).push('x-ray'),
        'Domain job family "digital-product" refers to unknown domain function "x-ray"',
      ],
      [
        (r) => (find(r.industries, 'bfsi').jobFamilies as string[]).push('piracy'),
        'Industry "bfsi" refers to unknown job family "piracy"',
      ],
      [
        (r) => (find(r.industries, 'technology').domainJobFamilies as string[]).push('piracy'),
        'Industry "technology" refers to unknown domain job family "piracy"',
      ],
    ];
    for (const [breakIt, message] of cases) {
      const r = raw();
      breakIt(r);
      expect(failure(() => buildCatalog(r as RawCatalog))).toBe(message);
    }
  });

  it('an entry of the wrong shape, named by its id (or position) and the field', () => {
    const missing = raw();
    delete find(missing.competencies, 'programming').levels;
    expect(failure(() => buildCatalog(missing as RawCatalog))).toMatch(
      /^Invalid competency "programming" at levels: .*expected array/,
    );

    const thin = raw();
    const levels = find(thin.competencies, 'software-design').levels as { abilities: string[] }[];
    levels[1]?.abilities.splice(1);
    expect(failure(() => buildCatalog(thin as RawCatalog))).toMatch(
      /^Invalid competency "software-design" at levels\.1\.abilities: .*>=3/,
    );

    const slug = raw();
    find(slug.jobFamilies, 'it-operations').id = 'IT Operations';
    expect(failure(() => buildCatalog(slug as RawCatalog))).toBe(
      'Invalid job family "IT Operations" at id: ids are kebab-case slugs',
    );

    const unnamed = raw();
    unnamed.functions.splice(2, 0, { name: 'No id', competencies: ['programming'] } as never);
    expect(failure(() => buildCatalog(unnamed as RawCatalog))).toMatch(
      /^Invalid function #3 at id: /,
    );

    const extra = raw();
    find(extra.industries, 'bfsi').colour = 'blue';
    expect(failure(() => buildCatalog(extra as RawCatalog))).toMatch(
      /^Invalid industry "bfsi": .*colour/,
    );

    expect(
      failure(() => buildCatalog({ ...(raw() as RawCatalog), industries: { id: 'technology' } })),
    ).toMatch(/^Invalid industries: .*expected array/);
  });

  it('an industry category outside the option set', () => {
    expect(failure(() => buildCatalog(raw() as RawCatalog, ['technology']))).toBe(
      'Unknown industry category "bfsi": not in the option set',
    );
  });
});

describe('readCatalogDir names the file to fix', () => {
  const tmp = mkdtempSync(path.join(os.tmpdir(), 'rolescope-catalog-'));
  afterAll(() => rmSync(tmp, { recursive: true, force: true }));
  let n = 0;

  /** The fixture as a catalog folder, competencies split over two files. */
  const writeDir = (r: ReturnType<typeof raw> = raw()) => {
    n += 1;
    return writeCatalogDir(path.join(tmp, `catalog-${n}`), r, {
      'a.json': r.competencies.slice(0, 8),
      'b.json': r.competencies.slice(8),
    });
  };
  const load = (dir: string) => buildCatalog(readCatalogDir(dir));

  it('loads a well-formed folder', () => {
    expect(load(writeDir()).competencies.size).toBe(fixtureRawCatalog.competencies.length);
  });

  it('a duplicate id across two files names both', () => {
    const r = raw();
    const first = r.competencies[0] as Entry;
    r.competencies.push({ ...first });
    expect(failure(() => load(writeDir(r)))).toBe(
      `Duplicate competency id "${first.id}" (in competencies/a.json and competencies/b.json)`,
    );
  });

  it('a bad shape or a dangling reference names the file of the entry', () => {
    const r = raw();
    const last = r.competencies.at(-1) as Entry;
    last.careerCategories = ['stellar'];
    expect(failure(() => load(writeDir(r)))).toMatch(
      new RegExp(
        `^Invalid competency "${last.id}" \\(in competencies/b\\.json\\) at careerCategories\\.0: `,
      ),
    );
    const d = raw();
    (find(d.jobFamilies, 'retail-banking').functions as string[]).push('astrology');
    expect(failure(() => load(writeDir(d)))).toBe(
      'Job family "retail-banking" (in job-families/all.json) refers to unknown function "astrology"',
    );
  });

  it('malformed JSON, a file that is not an array, a missing industries.json', () => {
    const broken = writeDir();
    writeFileSync(path.join(broken, 'functions', 'all.json'), '[{"id": "x",]');
    expect(failure(() => load(broken))).toMatch(
      new RegExp(`^${path.join(broken, 'functions', 'all.json')} is not valid JSON: `),
    );

    const object = writeDir();
    writeFileSync(path.join(object, 'competencies', 'b.json'), '{"id": "x"}');
    expect(failure(() => load(object))).toBe(
      `${path.join(object, 'competencies', 'b.json')} must hold a JSON array`,
    );

    const nowhere = path.join(tmp, 'no-such-catalog');
    expect(failure(() => load(nowhere))).toBe(
      `${path.join(nowhere, 'industries.json')} is missing`,
    );
  });
});
