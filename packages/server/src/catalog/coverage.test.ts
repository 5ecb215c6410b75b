import { describe, expect, it } from 'vitest';
import { buildCatalog, type Catalog } from './buildCatalog';
import { catalogStats } from './catalogStats';
import { auditCatalog, type Finding, specGroups } from './coverage';

const named = [
  'benchmarking',
  'business-acumen',
  'business-continuity-management',
  'business-development',
];
const ids = [...named, ...Array.from({ length: 166 }, (_, i) => `comp-${i}`)];

const competency = (id: string, n: number) => ({
  id,
  name: `Competency ${n}`,
  description: `Competency ${id} is a test fixture that matters for the audit.`,
  careerCategories: ['low', 'medium', 'high'],
  levels: [1, 2, 3, 4, 5].map((level) => ({
    level,
    description: `At level ${level} the holder of ${id} handles the fixture work with growing independence and judgement.`,
    abilities: [1, 2, 3].map((k) => `performs task ${k} for ${id} at level ${level}`),
  })),
});

/** A small catalog that meets every rule (only industry "ind-a" is expected). */
const goodCatalog = (): Catalog => {
  let next = 0;
  const take = (n: number) => {
    const out = ids.slice(next, next + n);
    next += n;
    return out;
  };
  const groups = specGroups.map((g) => ({ id: g.id, name: g.id, competencies: take(g.size) }));
  const extra = ['fn-a', 'fn-b', 'fn-x'].map((id) => ({ id, name: id, competencies: take(4) }));
  return buildCatalog({
    competencies: ids.map(competency),
    functions: [...groups, ...extra],
    jobFamilies: [
      { id: 'jf-a', name: 'A', functions: groups.slice(0, 3).map((g) => g.id) },
      {
        id: 'jf-b',
        name: 'B',
        functions: ['financial-and-transaction-management', 'fn-a', 'fn-b'],
      },
      { id: 'jf-c', name: 'C', functions: ['fn-a', 'fn-b', 'fn-x'] },
    ],
    domainFunctions: [{ id: 'df-a', name: 'DF', competencies: take(4) }],
    domainJobFamilies: [{ id: 'djf-a', name: 'DJF', functions: ['df-a'] }],
    industries: [
      { id: 'ind-a', jobFamilies: ['jf-a', 'jf-b', 'jf-c'], domainJobFamilies: ['djf-a'] },
    ],
  });
};

const options = { industryIds: ['ind-a'] };
const rules = (findings: Finding[]) => [...new Set(findings.map((f) => f.rule))];
const comp = (c: Catalog, id: string) => {
  const found = c.competencies.get(id);
  if (!found) throw new Error(`fixture lacks ${id}`);
  return found;
};

describe('auditCatalog', () => {
  it('finds nothing in a catalog that meets every rule', () => {
    expect(auditCatalog(goodCatalog(), options)).toEqual([]);
  });

  it('flags a missing industry', () => {
    const found = auditCatalog(goodCatalog(), { industryIds: ['ind-a', 'ind-b'] });
    expect(found).toEqual([
      { rule: 'industry-missing', subject: 'industry ind-b', message: 'no catalog entry' },
    ]);
  });

  it('flags an industry with fewer than 3 job families', () => {
    const c = goodCatalog();
    c.industries.set('ind-a', {
      id: 'ind-a',
      jobFamilies: ['jf-a', 'jf-b'],
      domainJobFamilies: ['djf-a'],
    });
    expect(rules(auditCatalog(c, options))).toEqual(['industry-job-families']);
  });

  it('flags a job family with fewer than 3 functions', () => {
    const c = goodCatalog();
    c.jobFamilies.set('jf-c', { id: 'jf-c', name: 'C', functions: ['fn-a', 'fn-a', 'fn-b'] });
    expect(rules(auditCatalog(c, options))).toEqual(['job-family-functions']);
  });

  it('flags a function with fewer than 4 competencies for a career category', () => {
    const c = goodCatalog();
    const first = c.functions.get('fn-x')?.competencies[0] ?? '';
    comp(c, first).careerCategories = ['low', 'medium'];
    const found = auditCatalog(c, options);
    expect(found).toEqual([
      {
        rule: 'function-career-coverage',
        subject: 'function fn-x',
        message: '3 competencies for high',
      },
    ]);
  });

  it('flags a catalog with fewer than 150 competencies', () => {
    const c = goodCatalog();
    for (const id of ids.slice(-21)) c.competencies.delete(id);
    expect(rules(auditCatalog(c, options))).toEqual(['competency-count']);
  });

  it('flags a competency with fewer than 3 defined levels', () => {
    const c = goodCatalog();
    const x = comp(c, 'comp-100');
    x.levels = x.levels.slice(0, 2);
    expect(rules(auditCatalog(c, options))).toEqual(['competency-levels']);
  });

  it('flags a description that is not one sentence', () => {
    const c = goodCatalog();
    comp(c, 'comp-100').description = 'It plans work. It also reviews work.';
    expect(rules(auditCatalog(c, options))).toEqual(['competency-description']);
  });

  it('flags a short level description', () => {
    const c = goodCatalog();
    const level = comp(c, 'comp-101').levels[2];
    if (level) level.description = 'Plans the fixture work alone.';
    expect(rules(auditCatalog(c, options))).toEqual(['level-description']);
  });

  it('flags short abilities and a level with too few abilities', () => {
    const c = goodCatalog();
    const x = comp(c, 'comp-102');
    const [one, two] = x.levels;
    if (one) one.abilities = [...one.abilities.slice(0, 2), 'plans work'];
    if (two) two.abilities = two.abilities.slice(0, 2);
    const found = auditCatalog(c, options);
    expect(rules(found)).toEqual(['level-abilities']);
    expect(found).toHaveLength(2);
  });

  it('flags a catalog where under 35% of competencies define all five levels', () => {
    const c = goodCatalog();
    const stopAtFour = ids.slice(0, Math.floor(ids.length * 0.65) + 1);
    expect(ids.length - stopAtFour.length).toBeLessThan(ids.length * 0.35);
    for (const id of stopAtFour) {
      const x = comp(c, id);
      x.levels = x.levels.slice(0, 4);
    }
    expect(rules(auditCatalog(c, options))).toEqual(['all-levels-share']);
  });

  it('flags text repeated across competencies, ignoring case and punctuation', () => {
    const c = goodCatalog();
    const source = comp(c, 'comp-1').levels[0]?.abilities[0] ?? '';
    const target = comp(c, 'comp-2').levels[3];
    if (target) target.abilities[1] = `${source.toUpperCase()}.`;
    const found = auditCatalog(c, options);
    expect(rules(found)).toEqual(['duplicate-text']);
    expect(found[0]?.subject).toBe('competency comp-2 level 4');
  });

  it('flags an industry with fewer than 4 domain competencies for a career category', () => {
    const c = goodCatalog();
    const df = c.domainFunctions.get('df-a');
    if (df) df.competencies = df.competencies.slice(0, 3);
    const found = auditCatalog(c, options);
    expect(rules(found)).toEqual(['domain-coverage']);
    expect(found).toHaveLength(3);
  });

  it('flags a spec group of the wrong size or without its named competencies', () => {
    const c = goodCatalog();
    const bm = c.functions.get('business-management');
    if (bm) bm.competencies = bm.competencies.filter((id) => id !== 'benchmarking');
    c.functions.delete('assurance');
    const found = auditCatalog(c, options).filter((f) => f.rule === 'spec-group');
    expect(found.map((f) => f.message)).toEqual([
      '27 competencies, expected 28',
      'lacks benchmarking',
      'missing',
    ]);
  });
});

describe('catalogStats', () => {
  it('counts per industry, job family and function', () => {
    const stats = catalogStats(goodCatalog());
    expect(stats.totals).toMatchObject({
      industries: 1,
      jobFamilies: 3,
      functions: 7,
      competencies: 170,
    });
    expect(stats.industries[0]).toEqual({
      id: 'ind-a',
      jobFamilies: 3,
      functions: 7,
      competencies: 28 + 8 + 12 + 28 + 12,
      domainJobFamilies: 1,
      domainCompetencies: { low: 4, medium: 4, high: 4 },
    });
    expect(stats.functions.find((f) => f.id === 'fn-x')).toEqual({
      id: 'fn-x',
      name: 'fn-x',
      kind: 'functional',
      competencies: 4,
      byCategory: { low: 4, medium: 4, high: 4 },
    });
    expect(stats.jobFamilies.map((j) => j.kind)).toEqual([
      'functional',
      'functional',
      'functional',
      'domain',
    ]);
  });
});
