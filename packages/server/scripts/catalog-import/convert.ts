import { industryCategories } from '@rolescope/core/options';
import {
  buildCatalog,
  type Catalog,
  CatalogError,
  type RawCatalog,
} from '../../src/catalog/buildCatalog';
import { auditCatalog, builtInIndustryIds, coverageRules } from '../../src/catalog/coverage';
import { type CatalogLevel, careerCategories } from '../../src/catalog/schema';
import type { Column, FrameworkRecord, Problem } from './records';

/** A name as a catalog id: "Risk & Compliance" is `risk-and-compliance`. */
const slugify = (name: string): string =>
  name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');

const SLUG = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
const YES = ['yes', 'y', 'true', '1', 'domain'];
const NO = ['', 'no', 'n', 'false', '0'];

type Located<T> = T & { line: number; at: FrameworkRecord['at'] };
type Named = Located<{ id: string; name: string }>;

type Competency = Named & {
  description: string;
  reference?: string;
  careerCategories: (typeof careerCategories)[number][];
  levels: Map<number, Located<CatalogLevel>>;
};
type Group = Named & { members: string[] };

const show = (v: unknown) => JSON.stringify(typeof v === 'string' ? v : String(v));

/**
 * Checks every record and converts the records into the catalog's files. Every problem is
 * collected (none stops the checks); the catalog is only returned when there is none.
 */
export const convertRecords = (
  records: FrameworkRecord[],
  file: string,
): { catalog?: RawCatalog; built?: Catalog; problems: Problem[]; warnings: Problem[] } => {
  const problems: Problem[] = [];
  /**
   * The built-in catalog's coverage rules (domain rows, competencies per function and career
   * category): an organisation's framework may not meet them, so they only warn.
   */
  const warnings: Problem[] = [];
  const fail = (r: FrameworkRecord, c: Column, message: string) =>
    problems.push(`${r.at(c)}: ${message}`);

  const text = (r: FrameworkRecord, c: Column, required = true): string | undefined => {
    const v = r.cells[c];
    if (v === undefined || v === null || v === '') {
      if (required) fail(r, c, `${c} is required`);
      return undefined;
    }
    if (typeof v !== 'string' && typeof v !== 'number') {
      fail(r, c, `${c} must be text (got ${JSON.stringify(v)})`);
      return undefined;
    }
    const s = String(v).trim();
    if (s === '' && required) fail(r, c, `${c} is required`);
    return s === '' ? undefined : s;
  };
  /** A list cell: an array (JSON) or text split by `|` or `;` (and `,` when `commas`). */
  const list = (r: FrameworkRecord, c: Column, commas = false): string[] | undefined => {
    const v = r.cells[c];
    if (Array.isArray(v)) {
      if (v.length === 0 || v.some((x) => typeof x !== 'string' || x.trim() === '')) {
        fail(r, c, `${c} must be a list of non-empty texts`);
        return undefined;
      }
      return v.map((x: string) => x.trim());
    }
    const s = text(r, c);
    if (s === undefined) return undefined;
    const parts = s.split(commas ? /[|;,]/ : /[|;]/).map((p) => p.trim());
    if (parts.some((p) => p === '')) {
      fail(r, c, `${c} has an empty item (separate items with "|" or ";")`);
      return undefined;
    }
    return parts;
  };
  const id = (r: FrameworkRecord, c: Column, name: string | undefined): string | undefined => {
    const given = text(r, c, false);
    if (given !== undefined) {
      if (!SLUG.test(given)) {
        fail(
          r,
          c,
          `${c} must be a kebab-case id such as "risk-and-compliance" (got ${show(given)})`,
        );
        return undefined;
      }
      return given;
    }
    if (name === undefined) return undefined;
    const slug = slugify(name);
    if (slug === '') {
      const nameColumn = c.replace(/_id$/, '') as Column;
      fail(
        r,
        nameColumn,
        `${nameColumn} needs letters or digits to make an id from (got ${show(name)})`,
      );
      return undefined;
    }
    return slug;
  };

  const reference = (r: FrameworkRecord, c: Column): string | undefined => {
    const s = text(r, c, false);
    if (s !== undefined && s.length > 80) {
      fail(r, c, `${c} must be at most 80 characters (got ${s.length})`);
      return undefined;
    }
    return s;
  };

  const industries = new Map<
    string,
    Located<{ jobFamilies: Set<string>; domainJobFamilies: Set<string> }>
  >();
  const jobFamilies = { functional: new Map<string, Group>(), domain: new Map<string, Group>() };
  const functions = { functional: new Map<string, Group>(), domain: new Map<string, Group>() };
  const competencies = new Map<string, Competency>();
  /** function kind + id + competency + level -> first line, to find duplicates. */
  const seen = new Map<string, number>();

  const group = (
    map: Map<string, Group>,
    key: string,
    name: string,
    r: FrameworkRecord,
    c: Column,
    kind: string,
  ) => {
    const g = map.get(key);
    if (!g) {
      const created: Group = { id: key, name, members: [], line: r.line, at: r.at };
      map.set(key, created);
      return created;
    }
    if (g.name !== name) {
      fail(
        r,
        c,
        `${kind} "${key}" is named ${show(g.name)} on line ${g.line} but ${show(name)} here`,
      );
    }
    return g;
  };

  for (const r of records) {
    const industryCell = text(r, 'industry');
    const industry =
      industryCell === undefined
        ? undefined
        : industryCategories.find(
            (c) =>
              c.id === industryCell.toLowerCase() ||
              c.name.toLowerCase() === industryCell.toLowerCase(),
          )?.id;
    if (industryCell !== undefined && industry === undefined) {
      fail(
        r,
        'industry',
        `industry must be one of the built-in industry categories, by id or name (got ${show(industryCell)}; e.g. "technology", "BFSI")`,
      );
    }
    const domainCell = text(r, 'domain', false)?.toLowerCase() ?? '';
    const isDomain = YES.includes(domainCell);
    if (!isDomain && !NO.includes(domainCell)) {
      fail(r, 'domain', `domain must be "yes" or "no" (or empty for no) (got ${show(domainCell)})`);
    }
    const kind = isDomain ? 'domain' : 'functional';
    const jfName = text(r, 'job_family');
    const jfId = id(r, 'job_family_id', jfName);
    const fnName = text(r, 'function');
    const fnId = id(r, 'function_id', fnName);
    const compName = text(r, 'competency');
    const compId = id(r, 'competency_id', compName);
    const description = text(r, 'description');
    const cats = list(r, 'career_categories', true)?.map((c) => c.toLowerCase());
    const badCats = cats?.filter((c) => !(careerCategories as readonly string[]).includes(c)) ?? [];
    if (badCats.length) {
      fail(
        r,
        'career_categories',
        `career categories must be low, medium or high (got ${badCats.map(show).join(', ')})`,
      );
    }
    const levelCell = r.cells.level;
    const levelText = text(r, 'level');
    const level = Number(levelText);
    const levelOk = levelText !== undefined && /^\d+$/.test(levelText) && level >= 1 && level <= 5;
    if (levelText !== undefined && !levelOk) {
      fail(r, 'level', `level must be a whole number from 1 to 5 (got ${show(levelCell)})`);
    }
    const levelDescription = text(r, 'level_description');
    const compRef = reference(r, 'competency_reference');
    const levelRef = reference(r, 'level_reference');
    const abilities = list(r, 'abilities');
    if (abilities && (abilities.length < 3 || abilities.length > 5)) {
      fail(
        r,
        'abilities',
        `a level needs 3 to 5 abilities, separated by "|" or ";" (got ${abilities.length})`,
      );
    }

    if (industry && jfId && jfName) {
      let ind = industries.get(industry);
      if (!ind) {
        ind = { jobFamilies: new Set(), domainJobFamilies: new Set(), line: r.line, at: r.at };
        industries.set(industry, ind);
      }
      (isDomain ? ind.domainJobFamilies : ind.jobFamilies).add(jfId);
    }
    const jf =
      jfId && jfName
        ? group(
            jobFamilies[kind],
            jfId,
            jfName,
            r,
            'job_family',
            isDomain ? 'domain job family' : 'job family',
          )
        : undefined;
    const fn =
      fnId && fnName
        ? group(
            functions[kind],
            fnId,
            fnName,
            r,
            'function',
            isDomain ? 'domain function' : 'function',
          )
        : undefined;
    if (jf && fnId && !jf.members.includes(fnId)) jf.members.push(fnId);
    if (fn && compId && !fn.members.includes(compId)) fn.members.push(compId);

    if (!compId || !compName) continue;
    let comp = competencies.get(compId);
    if (!comp) {
      if (!description || !cats || badCats.length) continue;
      comp = {
        id: compId,
        name: compName,
        description,
        careerCategories: [...new Set(cats)] as Competency['careerCategories'],
        ...(compRef === undefined ? {} : { reference: compRef }),
        levels: new Map(),
        line: r.line,
        at: r.at,
      };
      competencies.set(compId, comp);
    } else {
      const first = comp.line;
      if (comp.name !== compName)
        fail(
          r,
          'competency',
          `competency "${compId}" is named ${show(comp.name)} on line ${first} but ${show(compName)} here`,
        );
      if (description && comp.description !== description)
        fail(
          r,
          'description',
          `competency "${compId}" has a different description on line ${first}`,
        );
      if (compRef !== comp.reference && (compRef !== undefined || comp.reference !== undefined)) {
        fail(
          r,
          'competency_reference',
          `competency "${compId}" has competency_reference ${show(comp.reference ?? '')} on line ${first}`,
        );
      }
      if (
        cats &&
        [...new Set(cats)].sort().join('|') !== [...comp.careerCategories].sort().join('|')
      ) {
        fail(
          r,
          'career_categories',
          `competency "${compId}" has career categories ${comp.careerCategories.join('|')} on line ${first}`,
        );
      }
    }
    if (!levelOk) continue;
    const key = `${kind}/${fnId}/${compId}/${level}`;
    const dup = seen.get(key);
    if (dup !== undefined) {
      fail(
        r,
        'level',
        `level ${level} of competency "${compId}" in function "${fnId}" already appears on line ${dup}`,
      );
      continue;
    }
    seen.set(key, r.line);
    const existing = comp.levels.get(level);
    if (existing) {
      // The same competency offered by another function: the level must say the same.
      if (levelDescription !== undefined && levelDescription !== existing.description) {
        fail(
          r,
          'level_description',
          `level ${level} of competency "${compId}" is described differently on line ${existing.line}`,
        );
      }
      if (abilities && abilities.join('|') !== existing.abilities.join('|')) {
        fail(
          r,
          'abilities',
          `level ${level} of competency "${compId}" has other abilities on line ${existing.line}`,
        );
      }
      if ((levelRef ?? '') !== (existing.reference ?? '')) {
        fail(
          r,
          'level_reference',
          `level ${level} of competency "${compId}" has level_reference ${show(existing.reference ?? '')} on line ${existing.line}`,
        );
      }
    } else if (levelDescription && abilities && abilities.length >= 3 && abilities.length <= 5) {
      comp.levels.set(level, {
        level,
        description: levelDescription,
        abilities,
        ...(levelRef === undefined ? {} : { reference: levelRef }),
        line: r.line,
        at: r.at,
      });
    }
  }

  // Rules across records.
  for (const c of competencies.values()) {
    if (c.levels.size < coverageRules.definedLevels) {
      problems.push(
        `${c.at('level')}: competency "${c.id}" defines ${c.levels.size} level${c.levels.size === 1 ? '' : 's'} (${[...c.levels.keys()].sort().join(', ') || 'none'}); it needs at least ${coverageRules.definedLevels}, each with a description and 3 to 5 abilities`,
      );
    }
  }
  for (const [indId, ind] of industries) {
    if (ind.jobFamilies.size === 0)
      problems.push(
        `${ind.at('domain')}: industry "${indId}" has no functional rows (domain = no); the wizard needs job families to offer`,
      );
    if (ind.domainJobFamilies.size === 0)
      warnings.push(
        `${ind.at('domain')}: warning: industry "${indId}" has no domain rows (domain = yes); the wizard's domain section will offer nothing to choose`,
      );
  }
  const categoriesOf = (ids: Iterable<string>) => {
    const counts = { low: 0, medium: 0, high: 0 };
    for (const cid of new Set(ids))
      for (const cat of competencies.get(cid)?.careerCategories ?? []) counts[cat]++;
    return counts;
  };
  const min = coverageRules.competenciesPerCategory;
  for (const f of functions.functional.values()) {
    const counts = categoriesOf(f.members);
    const short = careerCategories.filter((cat) => counts[cat] < min);
    if (short.length) {
      warnings.push(
        `${f.at('career_categories')}: warning: function "${f.id}" offers ${short.map((cat) => `${counts[cat]} ${cat}`).join(', ')} competencies; the wizard needs at least ${min} for each career category`,
      );
    }
  }
  const dmin = coverageRules.domainCompetenciesPerCategory;
  for (const [indId, ind] of industries) {
    if (ind.domainJobFamilies.size === 0) continue;
    const ids = [...ind.domainJobFamilies]
      .flatMap((j) => jobFamilies.domain.get(j)?.members ?? [])
      .flatMap((fid) => functions.domain.get(fid)?.members ?? []);
    const counts = categoriesOf(ids);
    const short = careerCategories.filter((cat) => counts[cat] < dmin);
    if (short.length) {
      warnings.push(
        `${ind.at('domain')}: warning: industry "${indId}" offers ${short.map((cat) => `${counts[cat]} ${cat}`).join(', ')} domain competencies; the wizard needs at least ${dmin} for each career category`,
      );
    }
  }
  if (problems.length) return { problems, warnings };

  /**
   * The built-in catalog's text and structure rules (auditCatalog: one-sentence descriptions,
   * level texts of 12+ words, 4+ words an ability, no repeated text, 3+ job families an
   * industry, 3+ functions a job family) as warnings at the record that holds the text. The
   * rules about the built-in catalog as a whole (25 industries, 150 competencies, the
   * specification's groups, the share of five-level competencies) do not apply.
   */
  const textWarnings = (built: Catalog): Problem[] =>
    auditCatalog(built, { industryIds: [] }).flatMap((f) => {
      const m = /^(competency|industry|job family) (\S+)(?: level (\d))?$/.exec(f.subject);
      if (!m) return [];
      const [, kind, key = '', lvl] = m;
      let where: string | undefined;
      if (kind === 'competency') {
        const c = competencies.get(key);
        const l = lvl === undefined ? undefined : c?.levels.get(Number(lvl));
        where = l ? l.at('level_description') : c?.at('description');
      } else if (kind === 'industry' && f.rule === 'industry-job-families') {
        where = industries.get(key)?.at('job_family');
      } else if (kind === 'job family' && f.rule === 'job-family-functions') {
        where = jobFamilies.functional.get(key)?.at('function');
      }
      if (!where) return [];
      const count = Number.parseInt(f.message, 10);
      const n = (one: string, many: string) => `${count} ${count === 1 ? one : many}`;
      const message =
        f.rule === 'industry-job-families'
          ? `industry "${key}" lists ${n('job family', 'job families')}; the built-in catalog lists at least ${coverageRules.jobFamiliesPerIndustry}`
          : f.rule === 'job-family-functions'
            ? `job family "${key}" has ${n('function', 'functions')}; the built-in catalog has at least ${coverageRules.functionsPerJobFamily}`
            : `${kind} "${key}"${lvl === undefined ? '' : ` level ${lvl}`}: ${f.message}`;
      return [`${where}: warning: ${message}`];
    });

  const strip = ({ id, name }: Group) => ({ id, name });
  const catalog: RawCatalog = {
    industries: [...industries].map(([indId, i]) => ({
      id: indId,
      jobFamilies: [...i.jobFamilies],
      domainJobFamilies: [...i.domainJobFamilies],
    })),
    jobFamilies: [...jobFamilies.functional.values()].map((g) => ({
      ...strip(g),
      functions: g.members,
    })),
    functions: [...functions.functional.values()].map((g) => ({
      ...strip(g),
      competencies: g.members,
    })),
    domainJobFamilies: [...jobFamilies.domain.values()].map((g) => ({
      ...strip(g),
      functions: g.members,
    })),
    domainFunctions: [...functions.domain.values()].map((g) => ({
      ...strip(g),
      competencies: g.members,
    })),
    competencies: [...competencies.values()].map((c) => ({
      id: c.id,
      name: c.name,
      description: c.description,
      careerCategories: careerCategories.filter((cat) => c.careerCategories.includes(cat)),
      ...(c.reference === undefined ? {} : { reference: c.reference }),
      levels: [...c.levels.values()]
        .sort((a, b) => a.level - b.level)
        .map(({ level, description, abilities, reference }) => ({
          level,
          description,
          abilities,
          ...(reference === undefined ? {} : { reference }),
        })),
    })),
  };
  // The server's own rules, as a last check (the checks above should already cover them).
  try {
    const built = buildCatalog(catalog, builtInIndustryIds);
    warnings.push(...textWarnings(built));
    return { catalog, built, problems, warnings };
  } catch (e) {
    if (!(e instanceof CatalogError)) throw e;
    return { problems: [`${file}: ${e.message}`], warnings };
  }
};
