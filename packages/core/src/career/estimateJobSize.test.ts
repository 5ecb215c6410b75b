import { describe, expect, it } from 'vitest';
import { responsibilityQuestions } from '../options/questions';
import { computeScoreDetails } from '../scoring/computeScoreDetails';
import { ScoringError } from '../scoring/ScoringError';
import { workedExampleAnswers } from '../testing/workedExample';
import {
  AVERAGE_ORGANIZATION,
  estimateJobSize,
  safeEstimateJobSize,
  stepScoreRanges,
} from './estimateJobSize';

const optionAt = (pick: 'first' | 'last') =>
  Object.fromEntries(
    responsibilityQuestions.map((q) => [
      q.id,
      (pick === 'first' ? q.options[0] : q.options[q.options.length - 1])?.id ?? '',
    ]),
  );

describe('estimateJobSize (the quick job-size check)', () => {
  it('knows the step ranges of scoring.md: 10..412, 7..260, 2..320', () => {
    expect(stepScoreRanges()).toEqual({
      roleAndResponsibilities: { min: 10, max: 412 },
      roleEffectiveness: { min: 7, max: 260 },
      rolesImpact: { min: 2, max: 320 },
    });
  });

  it("puts the worked example's responsibilities in the band the full engine gives (18, low)", () => {
    const answers = workedExampleAnswers();
    const full = computeScoreDetails({ industryCategory: 'technology', ...answers });
    expect(full).toMatchObject({ careerLevel: 18, category: 'low' });
    expect(full.organizationScores).toMatchObject(
      // the worked example's organisation is the average one the quick check assumes
      { customerScopesScore: 5, employeesScore: 3, revenueScore: 4 },
    );
    expect(answers.organizationDetails).toMatchObject(AVERAGE_ORGANIZATION);

    const estimate = estimateJobSize('technology', answers.roleAndResponsibilities);
    expect(estimate).toMatchObject({
      rolesResponsibilityScore: 117,
      scoreMultiplier: 1.03,
      careerLevel: full.careerLevel,
      category: full.category,
    });
    // t = 107 / 402; effectiveness 7 + 253 t, impact 2 + 318 t
    const t = 107 / 402;
    expect(estimate.estimatedEffectivenessScore).toBeCloseTo(7 + 253 * t, 10);
    expect(estimate.estimatedImpactScore).toBeCloseTo(2 + 318 * t, 10);
    expect(Math.floor(estimate.finalScore)).toBe(286);
  });

  it('spans the band table: the lowest answers give 17 low, the highest 24 high', () => {
    expect(estimateJobSize('technology', optionAt('first'))).toMatchObject({
      rolesResponsibilityScore: 10,
      estimatedEffectivenessScore: 7,
      estimatedImpactScore: 2,
      careerLevel: 17,
      category: 'low',
    });
    expect(estimateJobSize('retail', optionAt('last'))).toMatchObject({
      rolesResponsibilityScore: 412,
      estimatedEffectivenessScore: 260,
      estimatedImpactScore: 320,
      careerLevel: 24,
      category: 'high',
    });
  });

  it('throws ScoringError for a missing answer; the safe variant answers null', () => {
    const { decisionMaking: _, ...four } = workedExampleAnswers().roleAndResponsibilities;
    expect(() => estimateJobSize('technology', four)).toThrow(ScoringError);
    expect(safeEstimateJobSize('technology', four)).toBeNull();
    expect(
      safeEstimateJobSize('technology', workedExampleAnswers().roleAndResponsibilities),
    ).not.toBeNull();
  });
});
