import type { Catalog } from './buildCatalog';
import { countByCategory, domainCompetencyIds } from './catalogStats';
import { type CatalogCompetency, careerCategories } from './schema';

/** The thresholds for the catalog's content (docs/catalog.md, "Quality figures"). */
const qualityThresholds = {
  /** No level opening (first five words) shared by more than this many competencies. */
  maxSharedOpening: 4,
  /** Share of level texts holding a sentence that also appears in another competency. */
  maxRepeatedSentenceShare: 0.02,
  /** An ability restates its description when this share of its content words is in it. */
  restateShare: 0.5,
  maxAbilityWords: 16,
  minDefinedLevels: 3,
  minAbilities: 2,
  minStopBelowFiveShare: 0.15,
  minCompetencies: 450,
  minFunctionsPerFamily: 4,
  minFunctionsInRange: [5, 8] as const,
  minFamiliesInRangeShare: 0.5,
  minCompetenciesPerFunctionCategory: 4,
  minCompetenciesPerIndustry: 40,
  minIndiaCompetencies: 40,
  maxLowHighRatio: 0.7,
  /** Each domain function offers this many competencies in each career category. */
  minDomainCompetenciesPerFunctionCategory: 4,
  /** An industry's domain list is at most this share made of what its job families offer. */
  maxDomainOverlapShare: 0.5,
  /** Level 5 says what this competency's top role decides, not a generic formula. */
  maxLevel5GenericOpeningShare: 0.3,
  maxLevel5BoardShare: 0.2,
  maxIndustryForumCompetencies: 40,
  /** Level 4 descriptions ending in a coaching clause ("... and coaches the team"). */
  maxLevel4CoachingShare: 0.3,
} as const;

export type QualityFigure = {
  id: string;
  label: string;
  value: string;
  threshold: string;
  ok: boolean;
  /**
   * False for a target the catalog does not meet yet: printed with its value and threshold
   * ("target" instead of "MISS") but not failing `catalog:check`.
   */
  enforced?: boolean;
  /** The worst cases, for a missed figure (a few lines each). */
  examples: string[];
};

const STOP_WORDS = new Set(
  (
    'a an the and or of to in on for with by at from as is are be its it this that these those ' +
    'their them they into across all any each per so than then when where which who whom whose ' +
    'how not no own other such has have'
  ).split(' '),
);

/** Lowercase words of a text (letters, digits and apostrophes). */
const lowerWords = (s: string) => s.toLowerCase().match(/[a-z0-9₹']+/g) ?? [];
/** The words that carry meaning: lowercase words minus a small stop-word list. */
const contentWords = (s: string) => lowerWords(s).filter((w) => !STOP_WORDS.has(w));
/** The first five words of a text, lowercase. */
export const opening = (s: string) => lowerWords(s).slice(0, 5).join(' ');
/** Sentences of a text: split after '.', '!' or '?' followed by a space and a capital. */
export const splitSentences = (s: string) =>
  s
    .trim()
    .split(/(?<=[.!?])\s+(?=[A-Z])/)
    .map((x) => x.trim())
    .filter(Boolean);
const normalise = (s: string) =>
  s
    .toLowerCase()
    .replace(/[^a-z0-9 ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

/** True when half or more of the ability's content words appear in its level's description. */
export const restates = (ability: string, description: string) => {
  const words = contentWords(ability);
  if (words.length === 0) return false;
  const desc = new Set(contentWords(description));
  return words.filter((w) => desc.has(w)).length / words.length >= qualityThresholds.restateShare;
};

/**
 * The ways an ability breaks the style (empty when it follows it): at most 16 words, one
 * clause (no ';'), starts with a capitalised third-person verb (first word ends in 's'),
 * no final full stop.
 */
export const abilityStyleProblems = (ability: string): string[] => {
  const problems: string[] = [];
  const words = ability.trim().split(/\s+/).filter(Boolean);
  if (words.length > qualityThresholds.maxAbilityWords) problems.push(`${words.length} words`);
  if (ability.includes(';')) problems.push("two clauses (';')");
  const first = words[0] ?? '';
  // "Is", "Has" and "Does" end in 's' but state rather than act ("Is responsible for ...").
  if (!/^[A-Z][a-z-]*s$/.test(first) || /^(Is|Has|Does)$/.test(first)) {
    problems.push(`starts with "${first}"`);
  }
  if (/[.!?]$/.test(ability.trim())) problems.push('ends with a full stop');
  return problems;
};

/** Indian laws, regulators and standards a competency may name (word-bounded, case-sensitive). */
const indiaPatterns: { name: string; pattern: RegExp }[] = [
  ['RBI', /\bRBI\b|Reserve Bank of India/],
  ['SEBI', /\bSEBI\b/],
  ['IRDAI', /\bIRDAI?\b/],
  ['PFRDA', /\bPFRDA\b/],
  ['GST', /\bGST\b|Goods and Services Tax/],
  ['Ind AS', /\bInd AS\b/],
  ['Companies Act 2013', /Companies Act,? 2013/],
  ['CDSCO', /\bCDSCO\b/],
  ['Schedule M', /\bSchedule M\b/],
  ['NABH', /\bNABH\b/],
  ['NABL', /\bNABL\b/],
  ['FSSAI', /\bFSSAI\b/],
  ['DGCA', /\bDGCA\b/],
  ['labour codes', /\b[Ll]abour [Cc]odes?\b|Code on Wages|Code on Social Security/],
  ['DPDP Act 2023', /\bDPDP\b|Digital Personal Data Protection/],
  ['TRAI', /\bTRAI\b/],
  ['CERC', /\bCERC\b/],
  ['PNGRB', /\bPNGRB\b/],
  ['BIS', /\bBIS\b|Bureau of Indian Standards/],
  ['FEMA', /\bFEMA\b/],
  ['PMLA', /\bPMLA\b|Prevention of Money[- ]Laundering Act/],
  ['FIU-IND', /\bFIU-IND\b/],
  ['CERT-In', /\bCERT-In\b/],
  ['Income-tax Act', /Income[- ]tax Act/],
  ['ICAI', /\bICAI\b/],
  ['MCA', /\bMCA\b/],
  ['NPCI', /\bNPCI\b|\bUPI\b/],
  ['CPCB', /\bCPCB\b|Pollution Control Board/],
  ['PESO', /\bPESO\b/],
  ['AERB', /\bAERB\b/],
  ['RERA', /\bRERA\b/],
  ['EPFO', /\bEPFO\b|\bESIC\b/],
  ['IBC', /Insolvency and Bankruptcy Code/],
  ['POSH Act 2013', /\bPOSH\b|Sexual Harassment of Women at Workplace/],
  ['Consumer Protection Act 2019', /Consumer Protection Act/],
  ['Competition Act 2002', /Competition Act|\bCCI\b|Competition Commission of India/],
  [
    'Drugs and Cosmetics Act',
    /Drugs and Cosmetics Act|New Drugs and Clinical Trials Rules|\bDCGI\b/,
  ],
  ['Indian Pharmacopoeia', /Indian Pharmacopoeia|\bPvPI\b/],
  ['Factories Act', /Factories Act/],
  ['Clinical Establishments Act', /Clinical Establishments Act|\bABDM\b|\bPM-JAY\b/],
  ['Bio-Medical Waste Rules', /Bio-Medical Waste/],
  ['Indian Nursing Council', /Indian Nursing Council|National Medical Commission/],
  ['General Financial Rules', /General Financial Rules|\bGFR\b/],
  ['GeM', /\bGeM\b|Government e-Marketplace/],
  ['CVC', /\bCVC\b|Central Vigilance Commission/],
  ['CAG', /\bCAG\b|Comptroller and Auditor General/],
  ['RTI Act', /Right to Information Act|\bRTI Act\b/],
  ['Motor Vehicles Act', /Motor Vehicles Act/],
  ['DG Shipping', /Directorate General of Shipping|\bDG Shipping\b|Merchant Shipping Act/],
  ['Electricity Act 2003', /Electricity Act/],
  ['CEA', /\bCEA\b|Central Electricity Authority|Grid-India|\bSLDC\b/],
  ['BEE', /\bBEE\b|Bureau of Energy Efficiency/],
  ['IT Act 2000', /Information Technology Act|\bIT Act\b|\bMeitY\b/],
  ['CBFC', /\bCBFC\b|Cinematograph Act/],
  ['Copyright Act 1957', /Copyright Act/],
  ['UGC', /\bUGC\b|\bAICTE\b|\bNAAC\b|\bNBA\b|\bNEP 2020\b|National Education Policy/],
  ['school boards', /\bCBSE\b|\bNCERT\b|\bNCTE\b|Right to Education Act|\bRTE\b/],
  ['APEDA', /\bAPEDA\b/],
  ['Legal Metrology', /Legal Metrology/],
  ['Customs Act', /Customs Act|\bCBIC\b|\bICEGATE\b|\bDGFT\b|Foreign Trade Policy/],
  ['BRSR', /\bBRSR\b|\bLODR\b/],
  ['FCRA', /\bFCRA\b|Foreign Contribution \(Regulation\) Act/],
  ['Juvenile Justice Act', /Juvenile Justice|\bPOCSO\b/],
  ['National Building Code', /National Building Code|\bBOCW\b/],
  ['airport regulators', /\bBCAS\b|\bAERA\b|Airports Authority of India/],
  ['NBFC', /\bNBFCs?\b/],
  ['credit bureaus', /\bCIBIL\b|Credit Information Companies/],
  ['SARFAESI', /\bSARFAESI\b/],
  ['ICAI standards', /Standards on Auditing|\bCARO\b/],
  ['MSME Act', /\bMSMED? Act\b|\bMSME Development Act\b|\bUdyam\b/],
  [
    'Insecticides Act',
    /Insecticides Act|Seeds Act|Fertiliser Control Order|Fertilizer Control Order/,
  ],
  ['Shops and Establishments', /Shops and Establishments Act/],
  [
    'Environment Protection Act',
    /Environment \(Protection\) Act|Environment Protection Act|Water Act|Air Act/,
  ],
].map(([name, pattern]) => ({ name: name as string, pattern: pattern as RegExp }));

const MONEY = /\$|£|€|\bUSD\b|\bdollars?\b/i;

/** Every text of a competency: name, description, level descriptions and abilities. */
const textsOf = (c: CatalogCompetency) => [
  c.name,
  c.description,
  ...c.levels.flatMap((l) => [l.description, ...l.abilities]),
];

const pct = (x: number) => `${(x * 100).toFixed(1)}%`;
const top = <T>(xs: T[], n = 5) => xs.slice(0, n);

type Ctx = { catalog: Catalog; all: CatalogCompetency[] };

const sharedOpenings = ({ all }: Ctx): QualityFigure[] =>
  [1, 2, 3, 4, 5].map((level) => {
    const byOpening = new Map<string, string[]>();
    for (const c of all) {
      const l = c.levels.find((x) => x.level === level);
      if (!l) continue;
      const key = opening(l.description);
      byOpening.set(key, [...(byOpening.get(key) ?? []), c.id]);
    }
    const groups = [...byOpening.entries()].sort((a, b) => b[1].length - a[1].length);
    const offending = groups.filter(([, ids]) => ids.length > qualityThresholds.maxSharedOpening);
    const most = groups[0]?.[1].length ?? 0;
    return {
      id: `shared-openings-${level}`,
      label: `Level ${level}: most competencies sharing an opening (offending openings)`,
      value: `${most} (${offending.length})`,
      threshold: `<= ${qualityThresholds.maxSharedOpening} (0)`,
      ok: offending.length === 0,
      examples: top(offending).map(
        ([o, ids]) => `"${o}..." in ${ids.length}: ${top(ids, 3).join(', ')}`,
      ),
    };
  });

const repeatedSentences = ({ all }: Ctx): QualityFigure => {
  const owners = new Map<string, Set<string>>();
  for (const c of all) {
    for (const l of c.levels) {
      for (const s of splitSentences(l.description)) {
        const key = normalise(s);
        owners.set(key, (owners.get(key) ?? new Set()).add(c.id));
      }
    }
  }
  let texts = 0;
  const repeated: string[] = [];
  for (const c of all) {
    for (const l of c.levels) {
      texts += 1;
      const s = splitSentences(l.description).find(
        (x) => (owners.get(normalise(x))?.size ?? 0) > 1,
      );
      if (s) repeated.push(`${c.id} level ${l.level}: "${s}"`);
    }
  }
  const share = texts ? repeated.length / texts : 0;
  return {
    id: 'repeated-sentences',
    label: 'Level texts with a sentence found in another competency',
    value: `${pct(share)} (${repeated.length} of ${texts})`,
    threshold: `< ${pct(qualityThresholds.maxRepeatedSentenceShare)}`,
    ok: share < qualityThresholds.maxRepeatedSentenceShare,
    examples: top(repeated),
  };
};

const restatingAbilities = ({ all }: Ctx): QualityFigure => {
  const found = all.flatMap((c) =>
    c.levels.flatMap((l) =>
      l.abilities
        .filter((a) => restates(a, l.description))
        .map((a) => `${c.id} level ${l.level}: "${a}"`),
    ),
  );
  return {
    id: 'restating-abilities',
    label: 'Abilities restating their level description',
    value: String(found.length),
    threshold: '0',
    ok: found.length === 0,
    examples: top(found),
  };
};

const abilityStyle = ({ all }: Ctx): QualityFigure => {
  const found = all.flatMap((c) =>
    c.levels.flatMap((l) =>
      l.abilities.flatMap((a) => {
        const p = abilityStyleProblems(a);
        return p.length ? [`${c.id} level ${l.level}: "${a}" (${p.join(', ')})`] : [];
      }),
    ),
  );
  return {
    id: 'ability-style',
    label: 'Abilities breaking the style (<= 16 words, one clause, "Verbs ...", no full stop)',
    value: String(found.length),
    threshold: '0',
    ok: found.length === 0,
    examples: top(found),
  };
};

const levelFigures = ({ all }: Ctx): QualityFigure[] => {
  const thin = all.filter(
    (c) =>
      !c.description.trim() ||
      c.levels.length < qualityThresholds.minDefinedLevels ||
      c.levels.some(
        (l) => !l.description.trim() || l.abilities.length < qualityThresholds.minAbilities,
      ),
  );
  const below = all.filter((c) => !c.levels.some((l) => l.level === 5)).length;
  const share = all.length ? below / all.length : 0;
  return [
    {
      id: 'defined-levels',
      label: 'Competencies without >= 3 levels, each with text and >= 2 abilities',
      value: String(thin.length),
      threshold: '0',
      ok: thin.length === 0,
      examples: top(thin.map((c) => c.id)),
    },
    {
      id: 'stop-below-five',
      label: 'Competencies stopping below level 5',
      value: `${pct(share)} (${below} of ${all.length})`,
      threshold: `>= ${pct(qualityThresholds.minStopBelowFiveShare)}`,
      ok: share >= qualityThresholds.minStopBelowFiveShare,
      examples: [],
    },
  ];
};

/** The competency ids an industry reaches through its job families' functions. */
const familyCompetencyIds = (catalog: Catalog, industryId: string) => {
  const ids = new Set<string>();
  for (const jf of catalog.industries.get(industryId)?.jobFamilies ?? []) {
    for (const f of catalog.jobFamilies.get(jf)?.functions ?? []) {
      for (const c of catalog.functions.get(f)?.competencies ?? []) ids.add(c);
    }
  }
  return ids;
};

const coverageFigures = ({ catalog, all }: Ctx): QualityFigure[] => {
  const t = qualityThresholds;
  const families = [...catalog.jobFamilies.values()].map((jf) => ({
    id: jf.id,
    n: new Set(jf.functions).size,
  }));
  const fewest = [...families].sort((a, b) => a.n - b.n);
  const inRange = families.filter(
    (f) => f.n >= t.minFunctionsInRange[0] && f.n <= t.minFunctionsInRange[1],
  ).length;
  const rangeShare = families.length ? inRange / families.length : 0;

  const perFunction = [...catalog.functions.values()].map((f) => {
    const counts = countByCategory(catalog, f.competencies);
    return { id: f.id, counts, min: Math.min(...careerCategories.map((c) => counts[c])) };
  });
  const thinFunctions = perFunction.filter((f) => f.min < t.minCompetenciesPerFunctionCategory);
  const minPerFunction = Math.min(...perFunction.map((f) => f.min));

  const industries = [...catalog.industries.keys()].map((id) => {
    const domain = domainCompetencyIds(catalog, id);
    const ids = new Set([...familyCompetencyIds(catalog, id), ...domain]);
    return { id, n: ids.size, domain };
  });
  const smallIndustries = industries
    .filter((i) => i.n < t.minCompetenciesPerIndustry)
    .sort((a, b) => a.n - b.n);
  const minIndustry = Math.min(...industries.map((i) => i.n));

  const domainOwners = new Map<string, string[]>();
  for (const i of industries) {
    for (const c of i.domain) domainOwners.set(c, [...(domainOwners.get(c) ?? []), i.id]);
  }
  const shared = [...domainOwners.entries()].filter(([, inds]) => inds.length > 1);

  return [
    {
      id: 'competencies',
      label: 'Competencies',
      value: String(all.length),
      threshold: `>= ${t.minCompetencies}`,
      ok: all.length >= t.minCompetencies,
      examples: [],
    },
    {
      id: 'functions-per-family',
      label: 'Fewest functions in a job family (families below)',
      value: `${fewest[0]?.n ?? 0} (${families.filter((f) => f.n < t.minFunctionsPerFamily).length})`,
      threshold: `>= ${t.minFunctionsPerFamily} (0)`,
      ok: families.every((f) => f.n >= t.minFunctionsPerFamily),
      examples: top(
        fewest.filter((f) => f.n < t.minFunctionsPerFamily).map((f) => `${f.id}: ${f.n}`),
      ),
    },
    {
      id: 'families-in-range',
      label: 'Job families with 5 to 8 functions',
      value: `${pct(rangeShare)} (${inRange} of ${families.length})`,
      threshold: `> ${pct(t.minFamiliesInRangeShare)}`,
      ok: rangeShare > t.minFamiliesInRangeShare,
      examples: [],
    },
    {
      id: 'function-categories',
      label: 'Fewest competencies of a function in a career category (functions below)',
      value: `${perFunction.length ? minPerFunction : 0} (${thinFunctions.length})`,
      threshold: `>= ${t.minCompetenciesPerFunctionCategory} (0)`,
      ok: thinFunctions.length === 0,
      examples: top(
        thinFunctions.map(
          (f) => `${f.id}: low ${f.counts.low}, medium ${f.counts.medium}, high ${f.counts.high}`,
        ),
      ),
    },
    {
      id: 'industry-competencies',
      label: 'Fewest distinct competencies of an industry (industries below)',
      value: `${industries.length ? minIndustry : 0} (${smallIndustries.length})`,
      threshold: `>= ${t.minCompetenciesPerIndustry} (0)`,
      ok: smallIndustries.length === 0,
      examples: top(smallIndustries.map((i) => `${i.id}: ${i.n}`)),
    },
    {
      id: 'shared-domain-competencies',
      label: "Domain competencies shared with another industry's domain",
      value: String(shared.length),
      threshold: '0',
      ok: shared.length === 0,
      examples: top(shared.map(([c, inds]) => `${c}: ${inds.join(', ')}`)),
    },
  ];
};

/** Domain functions offer enough to choose from, and the domain list adds to the job families. */
const domainFigures = ({ catalog }: Ctx): QualityFigure[] => {
  const t = qualityThresholds;
  const perFunction = [...catalog.domainFunctions.values()].map((f) => {
    const counts = countByCategory(catalog, f.competencies);
    return { id: f.id, counts, min: Math.min(...careerCategories.map((c) => counts[c])) };
  });
  const thin = perFunction
    .filter((f) => f.min < t.minDomainCompetenciesPerFunctionCategory)
    .sort((a, b) => a.min - b.min);
  const fewest = Math.min(...perFunction.map((f) => f.min));
  const overlaps = [...catalog.industries.keys()].map((id) => {
    const domain = domainCompetencyIds(catalog, id);
    const family = familyCompetencyIds(catalog, id);
    const copied = domain.filter((c) => family.has(c)).length;
    return { id, copied, total: domain.length, share: domain.length ? copied / domain.length : 0 };
  });
  const over = overlaps
    .filter((o) => o.share > t.maxDomainOverlapShare)
    .sort((a, b) => b.share - a.share);
  return [
    {
      id: 'domain-function-categories',
      label: 'Fewest competencies of a domain function in a career category (below)',
      value: `${perFunction.length ? fewest : 0} (${thin.length})`,
      threshold: `>= ${t.minDomainCompetenciesPerFunctionCategory} (0)`,
      ok: thin.length === 0,
      examples: top(
        thin.map(
          (f) => `${f.id}: low ${f.counts.low}, medium ${f.counts.medium}, high ${f.counts.high}`,
        ),
      ),
    },
    {
      id: 'domain-overlap',
      label: `Industries whose domain list is over ${pct(t.maxDomainOverlapShare)} what their job families offer`,
      value: `${over.length} of ${overlaps.length}`,
      threshold: '0',
      ok: over.length === 0,
      examples: top(over).map((o) => `${o.id}: ${o.copied} of ${o.total} domain competencies`),
    },
  ];
};

/** The openings level 5 used as a formula: "Decides/Sets/Shapes/Directs the organisation's ...". */
const GENERIC_LEVEL5 = /^(Decides|Sets|Shapes|Directs)\b/;
const BOARD = /\b(board|committees?)\b/i;
/** An ability about industry forums or representing the company outside it. */
const FORUM =
  /\b(forums?|associations?|consultations?|councils?|coalitions?)\b|\bindustry (bod(y|ies)|groups?|programmes?|working groups?)\b|^(Represents|Speaks for) (the|its) (company|organisation|group|firm|bank|insurer|institution|hospital|airline|utility|business|employer)\b/i;
const COACHING = /\bcoach(es|ing)?\b/i;

/**
 * Whether levels 5 and 4 say something particular to the competency: how many level-5
 * texts open with the four formula verbs or mention the board, how many competencies carry an
 * industry-forum ability, how many level-4 descriptions carry a coaching clause.
 */
const specificityFigures = ({ all }: Ctx): QualityFigure[] => {
  const t = qualityThresholds;
  const level = (n: number) =>
    all.flatMap((c) => {
      const l = c.levels.find((x) => x.level === n);
      return l ? [{ id: c.id, l }] : [];
    });
  const fives = level(5);
  const fours = level(4);
  const generic = fives.filter((x) => GENERIC_LEVEL5.test(x.l.description));
  const board = fives.filter((x) => [x.l.description, ...x.l.abilities].some((s) => BOARD.test(s)));
  const forum = all.filter((c) => c.levels.some((l) => l.abilities.some((a) => FORUM.test(a))));
  const coaching = fours.filter((x) => COACHING.test(x.l.description));
  const share = (n: number, of: number) => (of ? n / of : 0);
  const fig = (
    id: string,
    label: string,
    n: number,
    of: number,
    max: number,
    examples: string[],
  ): QualityFigure => ({
    id,
    label,
    value: `${pct(share(n, of))} (${n} of ${of})`,
    threshold: `<= ${pct(max)}`,
    ok: share(n, of) <= max,
    examples: top(examples, 3),
  });
  return [
    fig(
      'level5-generic-opening',
      'Level 5 opening with Decides, Sets, Shapes or Directs',
      generic.length,
      fives.length,
      t.maxLevel5GenericOpeningShare,
      generic.map((x) => `${x.id}: "${opening(x.l.description)}..."`),
    ),
    fig(
      'level5-board',
      'Level 5 texts (description or abilities) mentioning the board or a committee',
      board.length,
      fives.length,
      t.maxLevel5BoardShare,
      board.map((x) => x.id),
    ),
    {
      id: 'industry-forum',
      label: 'Competencies with an industry-forum or "represents the company" ability',
      value: String(forum.length),
      threshold: `<= ${t.maxIndustryForumCompetencies}`,
      ok: forum.length <= t.maxIndustryForumCompetencies,
      examples: top(
        forum.map((c) => c.id),
        3,
      ),
    },
    fig(
      'level4-coaching',
      'Level 4 descriptions with a coaching clause',
      coaching.length,
      fours.length,
      t.maxLevel4CoachingShare,
      coaching.map((x) => x.id),
    ),
  ];
};

const indiaFigures = ({ all }: Ctx): QualityFigure[] => {
  const t = qualityThresholds;
  const naming = all.filter((c) =>
    textsOf(c).some((s) => indiaPatterns.some((p) => p.pattern.test(s))),
  );
  const money = all.flatMap((c) =>
    textsOf(c)
      .filter((s) => MONEY.test(s))
      .map((s) => `${c.id}: "${s}"`),
  );
  return [
    {
      id: 'india',
      label: 'Competencies naming an Indian law, regulator or standard',
      value: String(naming.length),
      threshold: `>= ${t.minIndiaCompetencies}`,
      ok: naming.length >= t.minIndiaCompetencies,
      examples: [],
    },
    {
      id: 'money',
      label: "Texts with '$', '£', '€', 'USD' or 'dollar'",
      value: String(money.length),
      threshold: '0',
      ok: money.length === 0,
      examples: top(money),
    },
  ];
};

const categoryRule = ({ catalog }: Ctx): QualityFigure => {
  const ratios = [...catalog.functions.values()].flatMap((f) => {
    const c = countByCategory(catalog, f.competencies);
    return c.high > 0 ? [{ id: f.id, r: c.low / c.high }] : [];
  });
  const mean = ratios.length ? ratios.reduce((s, x) => s + x.r, 0) / ratios.length : 0;
  return {
    id: 'low-high-ratio',
    label: 'Mean over functions of competencies tagged low / tagged high',
    value: mean.toFixed(2),
    threshold: `<= ${qualityThresholds.maxLowHighRatio.toFixed(2)}`,
    ok: mean <= qualityThresholds.maxLowHighRatio,
    examples: top([...ratios].sort((a, b) => b.r - a.r).map((x) => `${x.id}: ${x.r.toFixed(2)}`)),
  };
};

/** Every content figure (docs/catalog.md, "Quality figures"), with its threshold and whether it passes. */
export const catalogQuality = (catalog: Catalog): QualityFigure[] => {
  const ctx: Ctx = { catalog, all: [...catalog.competencies.values()] };
  return [
    ...sharedOpenings(ctx),
    repeatedSentences(ctx),
    restatingAbilities(ctx),
    abilityStyle(ctx),
    ...levelFigures(ctx),
    ...coverageFigures(ctx),
    ...domainFigures(ctx),
    ...specificityFigures(ctx),
    ...indiaFigures(ctx),
    categoryRule(ctx),
  ];
};
