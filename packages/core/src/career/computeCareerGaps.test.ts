import { describe, expect, it } from 'vitest';
import type { CompetencyLevelItem } from '../contract';
import { careerGoalSchema, careerReportBodySchema } from '../contract/careerReport';
import { computeCareerGaps, definedLevels, targetLevelFor } from './computeCareerGaps';
import { careerCategoryOfLevel, careerLevelTargets } from './model';

const item = (id: string, defined: number[], recommendedLevel = 3): CompetencyLevelItem => ({
  step: 1,
  _id: id,
  title: `Title ${id}`,
  description: '',
  recommendedLevel: recommendedLevel as CompetencyLevelItem['recommendedLevel'],
  levelOptions: [1, 2, 3, 4, 5].map((level) => ({
    level: level as CompetencyLevelItem['recommendedLevel'],
    description: defined.includes(level) ? `${id} L${level}` : '',
    abilities: defined.includes(level) ? [`${id} a${level}`, `${id} b${level}`] : [],
  })),
});

describe('targetLevelFor', () => {
  it('maps low 2, medium 3, high 4', () => {
    expect(targetLevelFor('low')).toBe(2);
    expect(targetLevelFor('medium')).toBe(3);
    expect(targetLevelFor('high')).toBe(4);
  });

  it('clamps to the highest defined level at or below, else the lowest above', () => {
    expect(targetLevelFor('high', item('x', [1, 2, 3]))).toBe(3);
    expect(targetLevelFor('medium', item('x', [1, 3, 5]))).toBe(3);
    expect(targetLevelFor('low', item('x', [4, 5]))).toBe(4);
    expect(targetLevelFor('medium', item('x', []))).toBe(3);
    expect(definedLevels(item('x', [5, 2]))).toEqual([2, 5]);
  });
});

describe('computeCareerGaps', () => {
  const items = [item('a', [1, 2, 3, 4, 5]), item('b', [1, 2, 3]), item('c', [1, 2, 3, 4])];

  it('computes gaps, recommendations from the levels between, and readiness', () => {
    const { gaps, readiness } = computeCareerGaps({
      currentLevels: { a: 1, b: 3, c: 2 },
      targetLevels: { a: 4, b: 3, c: 4 },
      items,
    });
    expect(gaps).toEqual([
      {
        _id: 'a',
        title: 'Title a',
        current: 1,
        target: 4,
        gap: 3,
        recommendations: ['a a2', 'a b2', 'a a3', 'a b3', 'a a4', 'a b4'],
      },
      { _id: 'b', title: 'Title b', current: 3, target: 3, gap: 0, recommendations: [] },
      {
        _id: 'c',
        title: 'Title c',
        current: 2,
        target: 4,
        gap: 2,
        recommendations: ['c a3', 'c b3', 'c a4', 'c b4'],
      },
    ]);
    // reached 1 + 3 + 2 = 6 of 4 + 3 + 4 = 11 → 55 %
    expect(readiness).toEqual({
      readinessPercent: 55,
      competenciesMet: 1,
      competenciesTotal: 3,
      largestGaps: ['Title a', 'Title c'],
    });
  });

  it('counts a level above target as met (no negative gap), and defaults missing levels', () => {
    const { gaps, readiness } = computeCareerGaps({
      currentLevels: { a: 5 },
      targetLevels: { a: 2 },
      items: [items[0] as CompetencyLevelItem, item('d', [1, 2], 2)],
    });
    expect(gaps[0]).toMatchObject({ current: 5, target: 2, gap: 0, recommendations: [] });
    // d: no current (1), no target → its recommendedLevel 2
    expect(gaps[1]).toMatchObject({
      current: 1,
      target: 2,
      gap: 1,
      recommendations: ['d a2', 'd b2'],
    });
    expect(readiness.readinessPercent).toBe(75);
    expect(readiness.competenciesMet).toBe(1);
  });

  it('is 100 % ready with no competencies and clamps out-of-range levels', () => {
    expect(computeCareerGaps({ currentLevels: {}, targetLevels: {}, items: [] }).readiness).toEqual(
      {
        readinessPercent: 100,
        competenciesMet: 0,
        competenciesTotal: 0,
        largestGaps: [],
      },
    );
    const { gaps } = computeCareerGaps({
      currentLevels: { a: 0 },
      targetLevels: { a: 9 },
      items: [items[0] as CompetencyLevelItem],
    });
    expect(gaps[0]).toMatchObject({ current: 1, target: 5, gap: 4 });
  });

  it('lists at most three largest gaps, ties in item order', () => {
    const four = ['p', 'q', 'r', 's'].map((id) => item(id, [1, 2, 3]));
    const { readiness } = computeCareerGaps({
      currentLevels: { p: 2, q: 1, r: 1, s: 1 },
      targetLevels: { p: 3, q: 3, r: 3, s: 3 },
      items: four,
    });
    expect(readiness.largestGaps).toEqual(['Title q', 'Title r', 'Title s']);
  });
});

describe('career model', () => {
  it('offers the band levels 17, 18, 20, 22, 24 with their categories', () => {
    expect(careerLevelTargets).toEqual([
      { careerLevel: 17, category: 'low' },
      { careerLevel: 18, category: 'low' },
      { careerLevel: 20, category: 'medium' },
      { careerLevel: 22, category: 'medium' },
      { careerLevel: 24, category: 'high' },
    ]);
  });

  it('knows the category of a band level, and nothing for another level', () => {
    expect(careerCategoryOfLevel(18)).toBe('low');
    expect(careerCategoryOfLevel(22)).toBe('medium');
    expect(careerCategoryOfLevel(24)).toBe('high');
    expect(careerCategoryOfLevel(19)).toBeUndefined();
    expect(careerCategoryOfLevel(null)).toBeUndefined();
  });

  it('validates a goal and a career report payload', () => {
    const goal = {
      targetRole: 'Lead',
      targetCareerLevel: 22,
      targetCategory: 'medium',
      timeFrame: '1-year',
      motivation: 'Grow',
    };
    expect(careerGoalSchema.safeParse(goal).success).toBe(true);
    expect(careerGoalSchema.safeParse({ ...goal, targetRole: '  ' }).success).toBe(false);
    expect(careerGoalSchema.safeParse({ ...goal, motivation: 'x'.repeat(501) }).success).toBe(
      false,
    );
    expect(careerGoalSchema.safeParse({ ...goal, timeFrame: '5-years' }).success).toBe(false);
    const report = { goal, currentLevels: { a: 1 }, targetLevels: { a: 3 }, gaps: [] };
    expect(careerReportBodySchema.parse(report)).toMatchObject({ gaps: [] });
    expect(careerReportBodySchema.safeParse({ ...report, currentLevels: { a: 6 } }).success).toBe(
      false,
    );
  });
});
