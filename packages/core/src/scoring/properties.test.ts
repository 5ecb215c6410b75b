import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  careerBandFor,
  computeScoreDetails,
  effectivenessScore,
  impactScore,
  organizationScores,
  responsibilityScore,
  type ScoringInput,
} from './computeScoreDetails';
import { type OptionScores, type ScoringTables, defaultScoringTables as t } from './tables';

const anyOf = (scores: OptionScores) => fc.constantFrom(...Object.keys(scores));
const answersOf = (table: Readonly<Record<string, OptionScores>>) =>
  fc.record(Object.fromEntries(Object.entries(table).map(([q, scores]) => [q, anyOf(scores)])));

const industry = fc.oneof(
  fc.constantFrom(...Object.keys(t.industryComplexity)),
  fc.string({ maxLength: 12 }),
);
const contributionRows = Object.keys(t.contributionMatrix);
const competenceColumns = Object.keys(t.contributionMatrix.remote ?? {});

const validInput: fc.Arbitrary<ScoringInput> = fc
  .record({
    industryCategory: industry,
    organizationDetails: fc.record({
      customerScope: fc.constantFrom(...Object.keys(t.customerScopeScores)),
      employees: anyOf(t.employeesScores),
      revenue: anyOf(t.revenueScores),
    }),
    roleAndResponsibilities: answersOf(t.responsibilityScores),
    matrix: fc.record({
      functionContribution: fc.constantFrom(...contributionRows),
      technicalCompetence: fc.constantFrom(...competenceColumns),
    }),
    effectiveness: answersOf(t.effectivenessScores),
    rolesImpact: answersOf(t.impactScores),
  })
  .map(({ matrix, effectiveness, ...rest }) => ({
    ...rest,
    roleEffectiveness: { ...matrix, ...effectiveness },
  })) as fc.Arbitrary<ScoringInput>;

type Step = Exclude<keyof ScoringInput, 'industryCategory'>;
/** Every single answer: [step, question, its option ids]. */
const answerSlots: [Step, string, string[]][] = [
  ['organizationDetails', 'customerScope', Object.keys(t.customerScopeScores)],
  ['organizationDetails', 'employees', Object.keys(t.employeesScores)],
  ['organizationDetails', 'revenue', Object.keys(t.revenueScores)],
  ['roleEffectiveness', 'functionContribution', contributionRows],
  ['roleEffectiveness', 'technicalCompetence', competenceColumns],
  ...(
    [
      ['roleAndResponsibilities', t.responsibilityScores],
      ['roleEffectiveness', t.effectivenessScores],
      ['rolesImpact', t.impactScores],
    ] as const
  ).flatMap(([step, table]) =>
    Object.entries(table).map(([q, scores]): [Step, string, string[]] => [
      step,
      q,
      Object.keys(scores),
    ]),
  ),
];

/** The score of the part of the input that one answer feeds. */
const partScore = (input: ScoringInput, step: Step): number => {
  if (step === 'organizationDetails')
    return organizationScores(input.industryCategory, input.organizationDetails).totalScore;
  if (step === 'roleAndResponsibilities') return responsibilityScore(input[step]);
  if (step === 'roleEffectiveness') return effectivenessScore(input[step]);
  return impactScore(input[step]);
};

describe('scoring properties', () => {
  it('never gives NaN and always a band of the table', () => {
    fc.assert(
      fc.property(validInput, (input) => {
        const d = computeScoreDetails(input);
        expect(Number.isFinite(d.finalScore)).toBe(true);
        expect(d.finalScore).toBeGreaterThan(0);
        expect(d.finalScore).toBe(
          d.scoreMultiplier *
            (d.rolesResponsibilityScore + d.rolesEffectivenessScore + d.rolesImpact),
        );
        expect([17, 18, 20, 22, 24]).toContain(d.careerLevel);
        expect(t.scoreMultipliers).toContain(d.scoreMultiplier);
      }),
      { numRuns: 500 },
    );
  });

  it('never lowers finalScore when one answer scores higher', () => {
    fc.assert(
      fc.property(
        validInput,
        fc.constantFrom(...answerSlots),
        fc.nat(),
        (input, [step, question, ids], pick) => {
          const other: ScoringInput = {
            ...input,
            [step]: { ...input[step], [question]: ids[pick % ids.length] },
          };
          const [low, high] =
            partScore(input, step) <= partScore(other, step) ? [input, other] : [other, input];
          const lowDetails = computeScoreDetails(low);
          const highDetails = computeScoreDetails(high);
          expect(highDetails.finalScore).toBeGreaterThanOrEqual(lowDetails.finalScore);
          expect(highDetails.careerLevel).toBeGreaterThanOrEqual(lowDetails.careerLevel);
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('never lowers finalScore when the industry is more complex', () => {
    const rank = { basic: 0, moderate: 1, high: 2 };
    fc.assert(
      fc.property(validInput, industry, (input, industryCategory) => {
        const a = computeScoreDetails(input);
        const b = computeScoreDetails({ ...input, industryCategory });
        const [low, high] =
          rank[a.organizationScores.industryComplexity] <=
          rank[b.organizationScores.industryComplexity]
            ? [a, b]
            : [b, a];
        expect(high.finalScore).toBeGreaterThanOrEqual(low.finalScore);
      }),
    );
  });

  it('never lowers the career level or category as finalScore rises', () => {
    const rank = { low: 0, medium: 1, high: 2 };
    const score = fc.double({ min: -100, max: 2000, noNaN: true });
    fc.assert(
      fc.property(score, score, (x, y) => {
        const [a, b] = x <= y ? [x, y] : [y, x];
        const low = careerBandFor(a);
        const high = careerBandFor(b);
        expect(high.careerLevel).toBeGreaterThanOrEqual(low.careerLevel);
        expect(rank[high.category]).toBeGreaterThanOrEqual(rank[low.category]);
      }),
      { numRuns: 1000 },
    );
  });

  it('clamps organisation totals into the multiplier table', () => {
    const scale = (scores: OptionScores, k: number) =>
      Object.fromEntries(Object.entries(scores).map(([id, s]) => [id, s * k]));
    fc.assert(
      fc.property(validInput, fc.integer({ min: -20, max: 100 }), (input, k) => {
        const tables: ScoringTables = {
          ...t,
          employeesScores: scale(t.employeesScores, k),
          revenueScores: scale(t.revenueScores, k),
          customerScopeScores: Object.fromEntries(
            Object.entries(t.customerScopeScores).map(([id, s]) => [
              id,
              { basic: s.basic * k, moderate: s.moderate * k, high: s.high * k },
            ]),
          ),
        };
        const d = computeScoreDetails(input, tables);
        expect(d.scoreMultiplier).toBeGreaterThanOrEqual(0.23);
        expect(d.scoreMultiplier).toBeLessThanOrEqual(5.62);
        expect(Number.isFinite(d.finalScore)).toBe(true);
        if (d.organizationScores.totalScore > 76) expect(d.scoreMultiplier).toBe(5.62);
        if (d.organizationScores.totalScore < 1) expect(d.scoreMultiplier).toBe(0.23);
      }),
      { numRuns: 300 },
    );
  });
});
