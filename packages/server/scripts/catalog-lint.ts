/**
 * `npm run catalog:lint -- <file or folder part> ...`: a writer's view of the catalog. For every
 * competency, function and job family whose data file path contains one of the arguments (all of
 * them without arguments), prints each problem by id: the audit's findings, abilities that
 * restate their level or break the style, level openings shared with more than three other
 * competencies, sentences found in another competency, and a function's competencies per career
 * category with its low/high ratio. Exits with 1 when it prints a problem. The whole-catalog
 * figures stay with `npm run catalog:stats`.
 */
import { fileURLToPath } from 'node:url';
import { buildCatalog, CatalogError } from '../src/catalog/buildCatalog';
import { countByCategory } from '../src/catalog/catalogStats';
import { auditCatalog, builtInIndustryIds } from '../src/catalog/coverage';
import { readCatalogDir } from '../src/catalog/loadCatalogDir';
import { abilityStyleProblems, opening, restates, splitSentences } from '../src/catalog/quality';

const dataDir = fileURLToPath(new URL('../src/catalog/data', import.meta.url));
const filters = process.argv.slice(2).filter((a) => !a.startsWith('--'));
const wanted = (source: string | undefined) =>
  filters.length === 0 || filters.some((f) => (source ?? '').includes(f));

const main = () => {
  const raw = readCatalogDir(dataDir);
  let catalog: ReturnType<typeof buildCatalog>;
  try {
    catalog = buildCatalog(raw, builtInIndustryIds);
  } catch (error) {
    if (!(error instanceof CatalogError)) throw error;
    console.error(`The catalog does not build: ${error.message}`);
    process.exitCode = 1;
    return;
  }
  const sourceOf = (kind: 'competencies' | 'functions' | 'jobFamilies', items: unknown[]) =>
    new Map(items.map((x, i) => [(x as { id: string }).id, raw.sources?.[kind]?.[i] ?? '']));
  const competencySource = sourceOf('competencies', raw.competencies as unknown[]);
  const functionSource = sourceOf('functions', raw.functions as unknown[]);
  const familySource = sourceOf('jobFamilies', raw.jobFamilies as unknown[]);

  const all = [...catalog.competencies.values()];
  const openings = new Map<string, string[]>();
  const sentenceOwners = new Map<string, Set<string>>();
  const norm = (s: string) =>
    s
      .toLowerCase()
      .replace(/[^a-z0-9 ]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
  for (const c of all) {
    for (const l of c.levels) {
      const key = `${l.level}|${opening(l.description)}`;
      openings.set(key, [...(openings.get(key) ?? []), c.id]);
      for (const s of splitSentences(l.description)) {
        const k = norm(s);
        sentenceOwners.set(k, (sentenceOwners.get(k) ?? new Set()).add(c.id));
      }
    }
  }

  const problems = new Map<string, string[]>();
  const add = (subject: string, message: string) =>
    problems.set(subject, [...(problems.get(subject) ?? []), message]);

  for (const f of auditCatalog(catalog)) {
    const id = /^competency (\S+)/.exec(f.subject)?.[1];
    if (id && !wanted(competencySource.get(id))) continue;
    if (!id && filters.length > 0) continue;
    add(f.subject, `[${f.rule}] ${f.message}`);
  }

  for (const c of all) {
    if (!wanted(competencySource.get(c.id))) continue;
    for (const l of c.levels) {
      const at = `competency ${c.id} level ${l.level}`;
      const shared = openings.get(`${l.level}|${opening(l.description)}`) ?? [];
      if (shared.length > 4) {
        add(
          at,
          `opening "${opening(l.description)}..." shared by ${shared.length}: ${shared
            .filter((x) => x !== c.id)
            .slice(0, 4)
            .join(', ')}`,
        );
      }
      for (const s of splitSentences(l.description)) {
        const others = [...(sentenceOwners.get(norm(s)) ?? [])].filter((x) => x !== c.id);
        if (others.length > 0) add(at, `sentence also in ${others.join(', ')}: "${s}"`);
      }
      for (const a of l.abilities) {
        if (restates(a, l.description)) add(at, `restates its description: "${a}"`);
        const p = abilityStyleProblems(a);
        if (p.length > 0) add(at, `style (${p.join(', ')}): "${a}"`);
      }
    }
  }

  for (const f of catalog.functions.values()) {
    if (!wanted(functionSource.get(f.id))) continue;
    const c = countByCategory(catalog, f.competencies);
    const ratio = c.high > 0 ? c.low / c.high : 0;
    const line = `low ${c.low}, medium ${c.medium}, high ${c.high}, low/high ${ratio.toFixed(2)}`;
    if (Math.min(c.low, c.medium, c.high) < 4)
      add(`function ${f.id}`, `under 4 in a category: ${line}`);
    else if (ratio > 0.7) add(`function ${f.id}`, `low/high above 0.70: ${line}`);
  }
  for (const jf of catalog.jobFamilies.values()) {
    if (!wanted(familySource.get(jf.id))) continue;
    const n = new Set(jf.functions).size;
    if (n < 4) add(`job family ${jf.id}`, `${n} functions (at least 4, most families 5 to 8)`);
  }

  let count = 0;
  for (const [subject, messages] of problems) {
    console.log(subject);
    for (const m of messages) console.log(`  ${m}`);
    count += messages.length;
  }
  console.log(
    `\n${count} problem(s)${filters.length ? ` in files matching ${filters.join(', ')}` : ''}`,
  );
  if (count > 0) process.exitCode = 1;
};

main();
