import { describe, expect, it } from 'vitest';
import { careerBandFor } from './computeScoreDetails';
import {
  careerCategoryIds,
  careerLevelBandOf,
  careerLevelScale,
  careerLevels,
  proficiencyLevelKeyOf,
  proficiencyLevelKeys,
  scoreMultiplierRange,
  scorePartRanges,
} from './meaning';
import { defaultScoringTables as t } from './tables';

const rangeOf = (table: Readonly<Record<string, Readonly<Record<string, number>>>>) => {
  const rows = Object.values(table).map((scores) => Object.values(scores));
  return {
    min: rows.reduce((sum, r) => sum + Math.min(...r), 0),
    max: rows.reduce((sum, r) => sum + Math.max(...r), 0),
  };
};

describe('what the results mean', () => {
  it('has the five career levels with their bands of floor(finalScore)', () => {
    expect(careerLevels).toEqual([
      { careerLevel: 17, from: 1, to: 247, category: 'low' },
      { careerLevel: 18, from: 248, to: 290, category: 'low' },
      { careerLevel: 20, from: 291, to: 341, category: 'medium' },
      { careerLevel: 22, from: 342, to: 403, category: 'medium' },
      { careerLevel: 24, from: 404, to: null, category: 'high' },
    ]);
    expect(careerLevelScale).toEqual({ min: 17, max: 24 });
  });

  it('agrees with the engine at every band edge', () => {
    for (const level of careerLevels) {
      expect(careerBandFor(level.from).careerLevel).toBe(level.careerLevel);
      if (level.to !== null)
        expect(careerBandFor(level.to + 0.99).careerLevel).toBe(level.careerLevel);
    }
  });

  it('looks a level up, and answers undefined for one the table does not hold', () => {
    expect(careerLevelBandOf(20)).toMatchObject({ from: 291, to: 341 });
    expect(careerLevelBandOf(19)).toBeUndefined();
  });

  it('has the categories in order', () => {
    expect(careerCategoryIds).toEqual(['low', 'medium', 'high']);
  });

  it("has each part's range, the sums of the lowest and highest option scores", () => {
    expect(scorePartRanges.roleAndResponsibilities).toEqual(rangeOf(t.responsibilityScores));
    expect(scorePartRanges.rolesImpact).toEqual(rangeOf(t.impactScores));
    const own = rangeOf(t.effectivenessScores);
    const contributions = Object.values(t.contributionMatrix).flatMap((r) => Object.values(r));
    const matrix = { min: Math.min(...contributions), max: Math.max(...contributions) };
    expect(scorePartRanges.roleEffectiveness).toEqual({
      min: own.min + matrix.min,
      max: own.max + matrix.max,
    });
    expect(scorePartRanges).toEqual({
      roleAndResponsibilities: { min: 10, max: 412 },
      roleEffectiveness: { min: 7, max: 260 },
      rolesImpact: { min: 2, max: 320 },
    });
  });

  it("has the multiplier's range, the table's ends", () => {
    expect(scoreMultiplierRange).toEqual({
      min: t.scoreMultipliers[0],
      max: t.scoreMultipliers.at(-1),
    });
  });

  it('keys proficiency levels 1 to 5', () => {
    expect(proficiencyLevelKeys).toEqual([
      'foundation',
      'practitioner',
      'advanced',
      'lead',
      'authority',
    ]);
    expect(proficiencyLevelKeyOf(1)).toBe('foundation');
    expect(proficiencyLevelKeyOf(5)).toBe('authority');
    expect(proficiencyLevelKeyOf(0)).toBeUndefined();
    expect(proficiencyLevelKeyOf(6)).toBeUndefined();
    expect(proficiencyLevelKeyOf(2.5)).toBeUndefined();
  });
});
