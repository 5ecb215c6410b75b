import { describe, expect, it } from 'vitest';
import { scoreDetailsSchema } from '../contract';
import { workedExampleAnswers } from '../testing/workedExample';
import {
  careerBandFor,
  computeScoreDetails,
  effectivenessScore,
  impactScore,
  organizationScores,
  responsibilityScore,
  type ScoringInput,
  safeComputeScoreDetails,
  scoreMultiplierFor,
} from './computeScoreDetails';
import { ScoringError } from './ScoringError';
import { defaultScoringTables, type ScoringTables } from './tables';

/** The scoring rules' worked example. */
const workedExample = (): ScoringInput => ({
  industryCategory: 'technology',
  ...workedExampleAnswers(),
});

const scoringErrorOf = (run: () => unknown): ScoringError => {
  try {
    run();
  } catch (error) {
    if (error instanceof ScoringError) return error;
    throw error;
  }
  throw new Error('expected a ScoringError');
};

describe('computeScoreDetails', () => {
  it('scores the worked example of the scoring rules', () => {
    const details = computeScoreDetails(workedExample());
    expect(details).toEqual({
      industryCategory: 'technology',
      organizationScores: {
        industryComplexity: 'high',
        customerScopesScore: 5,
        employeesScore: 3,
        revenueScore: 4,
        totalScore: 12,
      },
      scoreMultiplier: 1.03,
      rolesResponsibilityScore: 117,
      rolesEffectivenessScore: 51,
      rolesImpact: 85,
      finalScore: expect.closeTo(260.59, 9),
      careerLevel: 18,
      category: 'low',
    });
    expect(scoreDetailsSchema.safeParse(details).success).toBe(true);
  });

  it('does not round finalScore', () => {
    expect(computeScoreDetails(workedExample()).finalScore).toBeCloseTo(1.03 * 253, 10);
  });

  it('scores an unknown industry category as basic', () => {
    const details = computeScoreDetails({ ...workedExample(), industryCategory: 'space-mining' });
    expect(details.industryCategory).toBe('space-mining');
    expect(details.organizationScores.industryComplexity).toBe('basic');
    expect(details.organizationScores.customerScopesScore).toBe(1);
    expect(details.organizationScores.totalScore).toBe(8);
    expect(details.scoreMultiplier).toBe(0.74);
  });

  it('ignores extra fields', () => {
    const input = workedExample();
    const extended = {
      ...input,
      managementLevel: 'middle',
      organizationDetails: { ...input.organizationDetails, managementLevel: 'junior' },
      rolesImpact: { ...input.rolesImpact, finalScore: 9999, careerLevel: 24 },
    };
    expect(computeScoreDetails(extended)).toEqual(computeScoreDetails(input));
  });

  it('throws a ScoringError naming a missing answer', () => {
    const input = workedExample();
    const { problemsSolving: _omitted, ...rest } = input.roleEffectiveness;
    const error = scoringErrorOf(() =>
      computeScoreDetails({
        ...input,
        roleEffectiveness: rest as ScoringInput['roleEffectiveness'],
      }),
    );
    expect(error.field).toBe('roleEffectiveness.problemsSolving');
    expect(error.message).toBe('Missing answer for roleEffectiveness.problemsSolving');
    expect(error.name).toBe('ScoringError');
    expect(error).toBeInstanceOf(Error);
  });

  it('throws a ScoringError naming an unknown option id', () => {
    const input = workedExample();
    const error = scoringErrorOf(() =>
      computeScoreDetails({
        ...input,
        rolesImpact: { ...input.rolesImpact, impactOnCustomers: 'enormous' },
      }),
    );
    expect(error.field).toBe('rolesImpact.impactOnCustomers');
    expect(error.message).toBe('Unknown option "enormous" for rolesImpact.impactOnCustomers');
  });

  it.each([
    ['organizationDetails.customerScope', { customerScope: 'galactic' }],
    ['organizationDetails.employees', { employees: '' }],
    ['organizationDetails.revenue', { revenue: 'toString' }],
  ])('names %s for a bad organisation answer', (field, patch) => {
    const input = workedExample();
    const error = scoringErrorOf(() =>
      computeScoreDetails({
        ...input,
        organizationDetails: { ...input.organizationDetails, ...patch },
      }),
    );
    expect(error.field).toBe(field);
  });

  it('names the matrix questions for a bad contribution or competence', () => {
    const input = workedExample();
    const withEffectiveness = (patch: Record<string, unknown>) => () =>
      computeScoreDetails({
        ...input,
        roleEffectiveness: { ...input.roleEffectiveness, ...patch },
      });
    expect(scoringErrorOf(withEffectiveness({ functionContribution: 'constructor' })).field).toBe(
      'roleEffectiveness.functionContribution',
    );
    expect(scoringErrorOf(withEffectiveness({ technicalCompetence: undefined })).field).toBe(
      'roleEffectiveness.technicalCompetence',
    );
  });

  it('names the first question of a missing step', () => {
    const { roleAndResponsibilities: _omitted, ...rest } = workedExample();
    expect(scoringErrorOf(() => computeScoreDetails(rest)).field).toBe(
      'roleAndResponsibilities.activitiesPerformed',
    );
  });

  it('rejects an answer that is not a string', () => {
    const input = workedExample();
    const error = scoringErrorOf(() =>
      computeScoreDetails({
        ...input,
        roleAndResponsibilities: { ...input.roleAndResponsibilities, budgetControl: 30 },
      }),
    );
    expect(error.field).toBe('roleAndResponsibilities.budgetControl');
  });

  it('uses custom tables when given', () => {
    const tables: ScoringTables = {
      ...defaultScoringTables,
      industryComplexity: { ...defaultScoringTables.industryComplexity, technology: 'basic' },
      careerBands: [
        { from: 1, to: 99, careerLevel: 1, category: 'low' },
        { from: 100, to: null, careerLevel: 2, category: 'high' },
      ],
    };
    const details = computeScoreDetails(workedExample(), tables);
    expect(details.organizationScores.customerScopesScore).toBe(1);
    expect(details.scoreMultiplier).toBe(0.74);
    expect(details.finalScore).toBeCloseTo(0.74 * 253, 10);
    expect(details.careerLevel).toBe(2);
    expect(details.category).toBe('high');
  });
});

describe('scoring helpers', () => {
  it('looks up each band edge', () => {
    const edges: [number, number, string][] = [
      [1, 17, 'low'],
      [209, 17, 'low'],
      [210, 17, 'low'],
      [247, 17, 'low'],
      [248, 18, 'low'],
      [290, 18, 'low'],
      [291, 20, 'medium'],
      [341, 20, 'medium'],
      [342, 22, 'medium'],
      [403, 22, 'medium'],
      [404, 24, 'high'],
      [477, 24, 'high'],
      [478, 24, 'high'],
      [100000, 24, 'high'],
    ];
    for (const [score, careerLevel, category] of edges) {
      expect(careerBandFor(score), `score ${score}`).toMatchObject({ careerLevel, category });
    }
  });

  it('looks up the floor of the final score', () => {
    expect(careerBandFor(247.99).careerLevel).toBe(17);
    expect(careerBandFor(290.999).careerLevel).toBe(18);
    expect(careerBandFor(341.5).careerLevel).toBe(20);
  });

  it('puts a floor below 1 in the first band', () => {
    expect(careerBandFor(0.5)).toMatchObject({ from: 1, careerLevel: 17, category: 'low' });
    expect(careerBandFor(0)).toMatchObject({ from: 1 });
    expect(careerBandFor(-5)).toMatchObject({ from: 1 });
  });

  it('clamps the organisation total into the multiplier table', () => {
    expect(scoreMultiplierFor(0)).toBe(0.23);
    expect(scoreMultiplierFor(-3)).toBe(0.23);
    expect(scoreMultiplierFor(1)).toBe(0.23);
    expect(scoreMultiplierFor(20)).toBe(1.6);
    expect(scoreMultiplierFor(76)).toBe(5.62);
    expect(scoreMultiplierFor(500)).toBe(5.62);
    expect(scoreMultiplierFor(Number.NaN)).toBe(0.23);
  });

  it('gives per-step scores for the wizard', () => {
    const input = workedExample();
    expect(organizationScores('technology', input.organizationDetails)).toEqual({
      industryComplexity: 'high',
      customerScopesScore: 5,
      employeesScore: 3,
      revenueScore: 4,
      totalScore: 12,
    });
    expect(responsibilityScore(input.roleAndResponsibilities)).toBe(117);
    expect(effectivenessScore(input.roleEffectiveness)).toBe(51);
    expect(impactScore(input.rolesImpact)).toBe(85);
  });

  it('scores the extremes of each step', () => {
    const pick = (table: Record<string, Record<string, number>>, choose: typeof Math.max) =>
      Object.fromEntries(
        Object.entries(table).map(([q, scores]) => {
          const best = choose(...Object.values(scores));
          return [q, Object.keys(scores).find((id) => scores[id] === best)];
        }),
      );
    const t = defaultScoringTables;
    expect(responsibilityScore(pick(t.responsibilityScores, Math.min))).toBe(10);
    expect(responsibilityScore(pick(t.responsibilityScores, Math.max))).toBe(412);
    const low = { functionContribution: 'remote', technicalCompetence: 'aware' };
    const high = { functionContribution: 'prime', technicalCompetence: 'expert' };
    expect(effectivenessScore({ ...low, ...pick(t.effectivenessScores, Math.min) })).toBe(7);
    expect(effectivenessScore({ ...high, ...pick(t.effectivenessScores, Math.max) })).toBe(260);
    expect(impactScore(pick(t.impactScores, Math.min))).toBe(2);
    expect(impactScore(pick(t.impactScores, Math.max))).toBe(320);
  });

  it('answers null from safeComputeScoreDetails while answers are partial', () => {
    const input = workedExample();
    expect(safeComputeScoreDetails(undefined)).toBeNull();
    expect(safeComputeScoreDetails({ industryCategory: 'technology' })).toBeNull();
    expect(
      safeComputeScoreDetails({ ...input, rolesImpact: { impactOnEnvironment: 'low' } }),
    ).toBeNull();
    expect(safeComputeScoreDetails(input)).toEqual(computeScoreDetails(input));
  });

  it('rethrows errors that are not scoring errors', () => {
    const broken = { ...defaultScoringTables, careerBands: null } as unknown as ScoringTables;
    expect(() => safeComputeScoreDetails(workedExample(), broken)).toThrow(TypeError);
  });
});
