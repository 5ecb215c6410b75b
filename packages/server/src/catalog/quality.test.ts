import { describe, expect, it } from 'vitest';
import type { Catalog } from './buildCatalog';
import {
  abilityStyleProblems,
  catalogQuality,
  opening,
  type QualityFigure,
  restates,
  splitSentences,
} from './quality';
import type { CatalogCompetency } from './schema';

type Level = CatalogCompetency['levels'][number];

/** A competency whose texts are all its own (unique nouns from its id), in the house style. */
const comp = (
  id: string,
  opts: {
    levels?: number[];
    cats?: CatalogCompetency['careerCategories'];
    text?: Partial<Level>;
  } = {},
): CatalogCompetency => ({
  id,
  name: `Competency ${id}`,
  description: `Handles ${id} work.`,
  careerCategories: opts.cats ?? ['medium', 'high'],
  levels: (opts.levels ?? [1, 2, 3, 4, 5]).map((level) => ({
    level,
    description: `Level${level} ${id} holder${level} shapes${level} ${id}-matters${level} carefully.`,
    abilities: [`Reconciles ${id} ledger${level} item`, `Files ${id} return${level} monthly`],
    ...opts.text,
  })),
});

const catalogOf = (
  competencies: CatalogCompetency[],
  extra: Partial<
    Pick<
      Catalog,
      'functions' | 'jobFamilies' | 'industries' | 'domainJobFamilies' | 'domainFunctions'
    >
  > = {},
): Catalog => ({
  industries: new Map(),
  jobFamilies: new Map(),
  functions: new Map(),
  domainJobFamilies: new Map(),
  domainFunctions: new Map(),
  competencies: new Map(competencies.map((c) => [c.id, c])),
  ...extra,
});

const figure = (figures: QualityFigure[], id: string) => {
  const f = figures.find((x) => x.id === id);
  if (!f) throw new Error(`no figure ${id}`);
  return f;
};
const q = (catalog: Catalog, id: string) => figure(catalogQuality(catalog), id);

const names = (n: number, prefix = 'c') => Array.from({ length: n }, (_, i) => `${prefix}${i}`);

describe('text helpers', () => {
  it('takes the first five lowercase words as the opening', () => {
    expect(opening('Sets the organisation’s approach to audit, and more.')).toBe(
      'sets the organisation s approach',
    );
  });
  it('splits sentences at a stop followed by a capital', () => {
    expect(splitSentences('Runs checks. Reports gaps e.g. missing data. Done')).toEqual([
      'Runs checks.',
      'Reports gaps e.g. missing data.',
      'Done',
    ]);
  });
  it('an ability restates when half or more of its content words are in the description', () => {
    const d = 'Plans audit fieldwork for a process area under supervision.';
    expect(restates('Plans the audit fieldwork', d)).toBe(true); // plans, audit, fieldwork: 3/3
    expect(restates('Plans sampling of vouchers', d)).toBe(false); // plans: 1/3
    expect(restates('Plans vouchers', d)).toBe(true); // 1/2 is half
  });
  it('reports each style problem of an ability', () => {
    expect(
      abilityStyleProblems('Reconciles GST input credit against supplier filings each month'),
    ).toEqual([]);
    expect(abilityStyleProblems('Reconcile GST input credit')).toEqual(['starts with "Reconcile"']);
    expect(abilityStyleProblems('reconciles GST input credit')).toEqual([
      'starts with "reconciles"',
    ]);
    expect(abilityStyleProblems('Reconciles GST credit.')).toEqual(['ends with a full stop']);
    expect(abilityStyleProblems('Is responsible for GST returns')).toEqual(['starts with "Is"']);
    expect(abilityStyleProblems('Reconciles GST credit; files returns')).toEqual([
      "two clauses (';')",
    ]);
    expect(abilityStyleProblems(`Reconciles ${'ledger '.repeat(16).trim()}`)).toEqual(['17 words']);
  });
});

describe('catalogQuality', () => {
  it('passes the content figures for a catalog written in the house style', () => {
    const figures = catalogQuality(catalogOf(names(5).map((id) => comp(id))));
    for (const id of [
      'shared-openings-1',
      'shared-openings-5',
      'repeated-sentences',
      'restating-abilities',
      'ability-style',
      'defined-levels',
      'money',
    ]) {
      expect(figure(figures, id).ok, id).toBe(true);
    }
  });

  it('allows a level opening shared by four competencies, not by five', () => {
    const shared = { description: 'Sets the organisation wide approach to its own work here.' };
    const four = [...names(4).map((id) => comp(id, { text: shared })), comp('other')];
    expect(q(catalogOf(four), 'shared-openings-3')).toMatchObject({ ok: true, value: '4 (0)' });
    const five = names(5).map((id) => comp(id, { text: shared }));
    const f = q(catalogOf(five), 'shared-openings-3');
    expect(f).toMatchObject({ ok: false, value: '5 (1)' });
    expect(f.examples[0]).toContain('"sets the organisation wide approach..." in 5');
  });

  it('misses when 2% or more of level texts hold a sentence of another competency', () => {
    // 10 competencies x 5 levels = 50 texts; one shared sentence in 2 texts = 4%.
    const cs = names(10).map((id) => comp(id));
    const repeat = (c: CatalogCompetency) => {
      const l = c.levels[0] as Level;
      l.description = `${l.description} Keeps the register current.`;
    };
    repeat(cs[0] as CatalogCompetency);
    expect(q(catalogOf(cs), 'repeated-sentences').ok).toBe(true); // only in one competency
    repeat(cs[1] as CatalogCompetency);
    expect(q(catalogOf(cs), 'repeated-sentences')).toMatchObject({
      ok: false,
      value: '4.0% (2 of 50)',
    });
    // 60 competencies = 300 texts: 2 of 300 is under 2%.
    const many = names(60).map((id) => comp(id));
    repeat(many[0] as CatalogCompetency);
    repeat(many[1] as CatalogCompetency);
    expect(q(catalogOf(many), 'repeated-sentences').ok).toBe(true);
  });

  it('counts abilities restating their description', () => {
    const c = comp('x', {
      text: {
        description: 'Reviews supplier invoices against purchase orders.',
        abilities: ['Reviews supplier invoices', 'Escalates duplicate payments to the controller'],
      },
    });
    expect(q(catalogOf([c]), 'restating-abilities')).toMatchObject({ ok: false, value: '5' });
  });

  it('counts abilities out of style', () => {
    const c = comp('x', {
      levels: [1, 2, 3],
      text: { abilities: ['Review invoices', 'Files returns.'] },
    });
    expect(q(catalogOf([c]), 'ability-style')).toMatchObject({ ok: false, value: '6' });
  });

  it('needs three levels with two abilities each and a share stopping below level 5', () => {
    const thin = comp('thin', { levels: [1, 2] });
    const one = comp('one', { text: { abilities: ['Files returns monthly'] } });
    expect(q(catalogOf([thin, one, comp('ok')]), 'defined-levels')).toMatchObject({
      ok: false,
      value: '2',
    });
    // 1 of 7 stops below 5 (14.3%): miss; 1 of 6 (16.7%): ok.
    const below = comp('below', { levels: [1, 2, 3, 4] });
    const six = [below, ...names(6).map((id) => comp(id))];
    expect(q(catalogOf(six), 'stop-below-five').ok).toBe(false);
    expect(q(catalogOf(six.slice(0, 6)), 'stop-below-five')).toMatchObject({ ok: true });
  });

  it('needs 450 competencies', () => {
    expect(q(catalogOf(names(449).map((id) => comp(id))), 'competencies').ok).toBe(false);
    expect(q(catalogOf(names(450).map((id) => comp(id))), 'competencies').ok).toBe(true);
  });

  it('checks functions per family, the 5-to-8 share and competencies per function and category', () => {
    const cs = names(12).map((id, i) =>
      comp(id, { cats: i < 4 ? ['low'] : i < 8 ? ['medium'] : ['high'] }),
    );
    const fn = (id: string, comps = cs.map((c) => c.id)) =>
      [id, { id, name: id, competencies: comps }] as const;
    const functions = new Map([
      fn('f1'),
      fn('f2'),
      fn('f3'),
      fn('f4'),
      fn('f5'),
      fn('thin', ['c0', 'c4', 'c8']),
    ]);
    const fam = (id: string, fs: string[]) => [id, { id, name: id, functions: fs }] as const;
    const good = new Map([
      fam('a', ['f1', 'f2', 'f3', 'f4', 'f5']),
      fam('b', ['f1', 'f2', 'f3', 'f4']),
    ]);
    const figures = catalogQuality(catalogOf(cs, { functions, jobFamilies: good }));
    expect(figure(figures, 'functions-per-family')).toMatchObject({ ok: true, value: '4 (0)' });
    // One of two families has 5..8: not more than half.
    expect(figure(figures, 'families-in-range')).toMatchObject({
      ok: false,
      value: '50.0% (1 of 2)',
    });
    expect(figure(figures, 'function-categories')).toMatchObject({ ok: false, value: '1 (1)' });
    expect(figure(figures, 'function-categories').examples).toEqual([
      'thin: low 1, medium 1, high 1',
    ]);

    const bad = new Map([fam('a', ['f1', 'f2', 'f3', 'f4', 'f5']), fam('b', ['f1', 'f2', 'f3'])]);
    expect(q(catalogOf(cs, { functions, jobFamilies: bad }), 'functions-per-family')).toMatchObject(
      {
        ok: false,
        value: '3 (1)',
        examples: ['b: 3'],
      },
    );
  });

  it('counts distinct competencies per industry through families and domains, and shared domain competencies', () => {
    const cs = names(45).map((id) => comp(id));
    const ids = cs.map((c) => c.id);
    const catalog = catalogOf(cs, {
      functions: new Map([['f', { id: 'f', name: 'F', competencies: ids.slice(0, 30) }]]),
      jobFamilies: new Map([['jf', { id: 'jf', name: 'JF', functions: ['f'] }]]),
      domainFunctions: new Map([
        ['da', { id: 'da', name: 'DA', competencies: ids.slice(25, 40) }],
        ['db', { id: 'db', name: 'DB', competencies: ids.slice(38, 45) }],
      ]),
      domainJobFamilies: new Map([
        ['dja', { id: 'dja', name: 'DJA', functions: ['da'] }],
        ['djb', { id: 'djb', name: 'DJB', functions: ['db'] }],
      ]),
      industries: new Map([
        ['ia', { id: 'ia', jobFamilies: ['jf'], domainJobFamilies: ['dja'] }],
        ['ib', { id: 'ib', jobFamilies: ['jf'], domainJobFamilies: ['djb'] }],
      ]),
    });
    const figures = catalogQuality(catalog);
    // ia: 30 + 10 new = 40 (ok); ib: 30 + 7 = 37 (miss).
    expect(figure(figures, 'industry-competencies')).toMatchObject({
      ok: false,
      value: '37 (1)',
      examples: ['ib: 37'],
    });
    expect(figure(figures, 'shared-domain-competencies')).toMatchObject({
      ok: false,
      value: '2',
      examples: ['c38: ia, ib', 'c39: ia, ib'],
    });
  });

  it('counts competencies naming an Indian law or regulator, and foreign money', () => {
    const rbi = comp('rbi');
    rbi.description = 'Applies RBI master directions on KYC.';
    const dpdp = comp('dpdp');
    (dpdp.levels[2] as Level).abilities[0] = 'Maps consent notices to the DPDP Act 2023';
    const plain = comp('plain');
    plain.description = 'Handles rbis and gsts.'; // not the acronyms
    const money = comp('money');
    (money.levels[0] as Level).abilities[1] = 'Approves spend up to USD 5,000';
    const figures = catalogQuality(catalogOf([rbi, dpdp, plain, money]));
    expect(figure(figures, 'india')).toMatchObject({ ok: false, value: '2' });
    expect(figure(figures, 'money')).toMatchObject({ ok: false, value: '1' });
    const rupees = comp('rupees');
    rupees.description = 'Approves spend up to ₹5 lakh.';
    expect(q(catalogOf([rupees]), 'money').ok).toBe(true);
    const forty = names(40).map((id) => {
      const c = comp(id);
      c.description = 'Files GST returns.';
      return c;
    });
    expect(q(catalogOf(forty), 'india').ok).toBe(true);
  });

  it('averages low/high per function and needs at most 0.70', () => {
    const cs = [
      comp('l1', { cats: ['low', 'high'] }),
      comp('l2', { cats: ['low'] }),
      comp('h1', { cats: ['high'] }),
      comp('h2', { cats: ['high'] }),
      comp('h3', { cats: ['high'] }),
    ];
    const fn = (id: string, competencies: string[]) =>
      [id, { id, name: id, competencies }] as const;
    // f1: low 2 / high 4 = 0.5; f2: low 1 / high 1 = 1.0; mean 0.75.
    const over = new Map([fn('f1', ['l1', 'l2', 'h1', 'h2', 'h3']), fn('f2', ['l1'])]);
    expect(q(catalogOf(cs, { functions: over }), 'low-high-ratio')).toMatchObject({
      ok: false,
      value: '0.75',
    });
    const under = new Map([fn('f1', ['l1', 'l2', 'h1', 'h2', 'h3']), fn('f2', ['l1', 'h1', 'h2'])]);
    // f2: 1 / 3; mean (0.5 + 0.33) / 2 = 0.42.
    expect(q(catalogOf(cs, { functions: under }), 'low-high-ratio')).toMatchObject({
      ok: true,
      value: '0.42',
    });
  });

  it('needs four competencies per career category in each domain function, and reports domain lists copied from the job families', () => {
    const cs = names(12).map((id, i) => comp(id, { cats: i < 3 ? ['low'] : ['medium', 'high'] }));
    const ids = cs.map((c) => c.id);
    const catalog = catalogOf(cs, {
      functions: new Map([['f', { id: 'f', name: 'F', competencies: ids.slice(0, 6) }]]),
      jobFamilies: new Map([['jf', { id: 'jf', name: 'JF', functions: ['f'] }]]),
      domainFunctions: new Map([
        ['da', { id: 'da', name: 'DA', competencies: ids.slice(0, 8) }],
        ['db', { id: 'db', name: 'DB', competencies: ids.slice(6, 12) }],
      ]),
      domainJobFamilies: new Map([
        ['dja', { id: 'dja', name: 'DJA', functions: ['da'] }],
        ['djb', { id: 'djb', name: 'DJB', functions: ['db'] }],
      ]),
      industries: new Map([
        ['ia', { id: 'ia', jobFamilies: ['jf'], domainJobFamilies: ['dja'] }],
        ['ib', { id: 'ib', jobFamilies: ['jf'], domainJobFamilies: ['djb'] }],
      ]),
    });
    const figures = catalogQuality(catalog);
    // da: low 3 (c0-c2); db: low 0.
    expect(figure(figures, 'domain-function-categories')).toMatchObject({
      ok: false,
      value: '0 (2)',
      examples: ['db: low 0, medium 6, high 6', 'da: low 3, medium 5, high 5'],
    });
    // ia: 6 of its 8 domain competencies are in its family's function; ib: none of 6.
    const overlap = figure(figures, 'domain-overlap');
    expect(overlap).toMatchObject({
      ok: false,
      value: '1 of 2',
      examples: ['ia: 6 of 8 domain competencies'],
    });
    // An enforced rule: a missed overlap fails the check, it is no longer a printed target.
    expect(overlap.enforced).not.toBe(false);
  });

  it('fails an industry whose domain list copies its job families, and passes one at half', () => {
    const cs = names(16).map((id) => comp(id, { cats: ['low', 'medium', 'high'] }));
    const ids = cs.map((c) => c.id);
    const build = (domain: string[]) =>
      catalogOf(cs, {
        functions: new Map([['f', { id: 'f', name: 'F', competencies: ids.slice(0, 8) }]]),
        jobFamilies: new Map([['jf', { id: 'jf', name: 'JF', functions: ['f'] }]]),
        domainFunctions: new Map([['d', { id: 'd', name: 'D', competencies: domain }]]),
        domainJobFamilies: new Map([['dj', { id: 'dj', name: 'DJ', functions: ['d'] }]]),
        industries: new Map([['i', { id: 'i', jobFamilies: ['jf'], domainJobFamilies: ['dj'] }]]),
      });
    // The domain list repeats four of the family's competencies: nothing new to choose.
    const copied = figure(catalogQuality(build(ids.slice(0, 4))), 'domain-overlap');
    expect(copied).toMatchObject({ ok: false, value: '1 of 1' });
    expect(copied.examples).toEqual(['i: 4 of 4 domain competencies']);
    // Four copied and five of its own: 44% copied, within the bound.
    const ownMajority = [...ids.slice(4, 8), ...ids.slice(8, 13)];
    expect(figure(catalogQuality(build(ownMajority)), 'domain-overlap')).toMatchObject({
      ok: true,
      value: '0 of 1',
    });
    // Exactly half copied still passes; one more copied misses.
    const half = [...ids.slice(4, 8), ...ids.slice(8, 12)];
    expect(figure(catalogQuality(build(half)), 'domain-overlap').ok).toBe(true);
    const over = [...ids.slice(3, 8), ...ids.slice(8, 12)];
    expect(figure(catalogQuality(build(over)), 'domain-overlap').ok).toBe(false);
  });

  it('counts formula level-5 openings, board mentions, forum abilities and level-4 coaching', () => {
    const patched = (id: string, level: number, patch: Partial<Level>) => {
      const c = comp(id);
      return { ...c, levels: c.levels.map((l) => (l.level === level ? { ...l, ...patch } : l)) };
    };
    const cs = [
      patched('c0', 5, { description: 'Sets the group approach to c0 matters for years.' }),
      patched('c1', 5, { description: 'Decides c1 policy and answers to the board for it.' }),
      patched('c2', 5, {
        abilities: ['Represents the company in c2 consultations', 'Files c2 notes'],
      }),
      patched('c3', 4, {
        description: 'Runs c3 for a region and coaches c3 officers on hard cases.',
      }),
      patched('c4', 5, {
        abilities: ['Reports c4 results to the audit committee', 'Files c4 notes'],
      }),
      ...['c5', 'c6', 'c7', 'c8', 'c9'].map((id) => comp(id)),
    ];
    const figures = catalogQuality(catalogOf(cs));
    expect(figure(figures, 'level5-generic-opening')).toMatchObject({
      ok: true,
      value: '20.0% (2 of 10)',
    });
    // c1 (the board) and c4 (a committee): 20% is the bound.
    expect(figure(figures, 'level5-board')).toMatchObject({ ok: true, value: '20.0% (2 of 10)' });
    expect(figure(figures, 'industry-forum')).toMatchObject({ ok: true, value: '1' });
    expect(figure(figures, 'level4-coaching')).toMatchObject({
      ok: true,
      value: '10.0% (1 of 10)',
    });
    const allFormula = ['a', 'b', 'c', 'd'].map((id) =>
      patched(id, 5, { description: `Shapes the ${id} approach of the whole group for years.` }),
    );
    expect(q(catalogOf(allFormula), 'level5-generic-opening')).toMatchObject({
      ok: false,
      value: '100.0% (4 of 4)',
    });
  });
});
