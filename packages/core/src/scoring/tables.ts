/**
 * The scoring rules' tables, as data. Option scores are derived from the option sets in
 * `options/` (the one copy of those numbers); a deployment may pass its own `ScoringTables`.
 */
import type { CareerCategory, IndustryComplexity } from '../contract';
import { industryCategories } from '../options/industries';
import { customerScopes, employeeBands, revenueBands } from '../options/organization';
import {
  type EffectivenessQuestion,
  effectivenessQuestions,
  type ImpactQuestion,
  impactQuestions,
  type Question,
  type ResponsibilityQuestion,
  responsibilityQuestions,
} from '../options/questions';

/** Option id → score. */
export type OptionScores = Readonly<Record<string, number>>;

/** One row of the career band table; `to` is inclusive, `null` means "and above". */
export type CareerBand = {
  readonly from: number;
  readonly to: number | null;
  readonly careerLevel: number;
  readonly category: CareerCategory;
};

/** The effectiveness questions scored by their own option (all but the two matrix ones). */
export type ScoredEffectivenessQuestion = Exclude<
  EffectivenessQuestion,
  'functionContribution' | 'technicalCompetence'
>;

export type ScoringTables = {
  /** Industry category id → complexity; an id not listed scores as `basic`. */
  readonly industryComplexity: Readonly<Record<string, IndustryComplexity>>;
  /** customerScope id → score by industry complexity. */
  readonly customerScopeScores: Readonly<
    Record<string, Readonly<Record<IndustryComplexity, number>>>
  >;
  readonly employeesScores: OptionScores;
  readonly revenueScores: OptionScores;
  /**
   * The multiplier of organisation totalScore `i + 1` is `scoreMultipliers[i]`; totalScore is
   * clamped to `1..scoreMultipliers.length` (1..76 by default).
   */
  readonly scoreMultipliers: readonly number[];
  /** Ascending by `from`. */
  readonly careerBands: readonly CareerBand[];
  readonly responsibilityScores: Readonly<Record<ResponsibilityQuestion, OptionScores>>;
  /** functionContribution id → technicalCompetence id → contribution score. */
  readonly contributionMatrix: Readonly<Record<string, OptionScores>>;
  readonly effectivenessScores: Readonly<Record<ScoredEffectivenessQuestion, OptionScores>>;
  readonly impactScores: Readonly<Record<ImpactQuestion, OptionScores>>;
};

const scoresOf = (options: readonly { id: string; score?: number }[]): OptionScores =>
  Object.fromEntries(options.map((o) => [o.id, o.score ?? 0]));

const byQuestion = <Id extends string>(questions: readonly Question<Id>[]) =>
  Object.fromEntries(questions.map((q) => [q.id, scoresOf(q.options)])) as Record<Id, OptionScores>;

/** The four points the specification gives; the rest is linear between them. */
const multiplierAnchors: readonly (readonly [number, number])[] = [
  [1, 0.23],
  [12, 1.03],
  [40, 3.04],
  [76, 5.62],
];

const interpolate = (score: number): number => {
  let i = 0;
  while (i < multiplierAnchors.length - 2 && score > (multiplierAnchors[i + 1]?.[0] ?? 0)) i++;
  const [a, va] = multiplierAnchors[i] ?? [1, 0];
  const [b, vb] = multiplierAnchors[i + 1] ?? [2, 0];
  return Math.round((va + ((vb - va) * (score - a)) / (b - a)) * 100) / 100;
};

/** The multipliers of totalScore 1 to 76. */
const scoreMultipliers: readonly number[] = Array.from({ length: 76 }, (_, i) =>
  interpolate(i + 1),
);

/** The career band table. */
export const careerBands: readonly CareerBand[] = (
  [
    [1, 209, 17, 'low'],
    [210, 247, 17, 'low'],
    [248, 290, 18, 'low'],
    [291, 341, 20, 'medium'],
    [342, 403, 22, 'medium'],
    [404, 477, 24, 'high'],
    [478, null, 24, 'high'],
  ] as const
).map(([from, to, careerLevel, category]) => ({ from, to, careerLevel, category }));

/** The contribution matrix: rows functionContribution, columns technicalCompetence. */
const contributionMatrix: Readonly<Record<string, OptionScores>> = {
  remote: { aware: 1, apply: 5, advise: 10, expert: 50 },
  support: { aware: 10, apply: 25, advise: 50, expert: 150 },
  shared: { aware: 5, apply: 10, advise: 25, expert: 100 },
  prime: { aware: 25, apply: 50, advise: 100, expert: 200 },
};

const { functionContribution, technicalCompetence, ...effectivenessScores } =
  byQuestion(effectivenessQuestions);

export const defaultScoringTables: ScoringTables = {
  industryComplexity: Object.fromEntries(industryCategories.map((c) => [c.id, c.complexity])),
  customerScopeScores: Object.fromEntries(customerScopes.map((s) => [s.id, s.scores])),
  employeesScores: scoresOf(employeeBands),
  revenueScores: scoresOf(revenueBands),
  scoreMultipliers,
  careerBands,
  responsibilityScores: byQuestion(responsibilityQuestions),
  contributionMatrix,
  effectivenessScores,
  impactScores: byQuestion(impactQuestions),
};
