import { describe, expect, it } from 'vitest';
import type { CareerCategory, TechnicalCompetence } from '../contract';
import { nearestDefinedLevel, recommendedLevel } from './recommendedLevel';

const all = [1, 2, 3, 4, 5];

describe('recommendedLevel (the contract rule)', () => {
  // level × category → recommended level, on a competency that defines every level
  const rows: Array<[TechnicalCompetence | undefined, CareerCategory | undefined, number]> = [
    ['aware', undefined, 1],
    ['apply', undefined, 2],
    ['advise', undefined, 3],
    ['expert', undefined, 4],
    ['aware', 'low', 1],
    ['apply', 'low', 2],
    ['advise', 'low', 3],
    ['expert', 'low', 4],
    ['aware', 'medium', 1],
    ['apply', 'medium', 2],
    ['advise', 'medium', 3],
    ['expert', 'medium', 4],
    ['aware', 'high', 1],
    ['apply', 'high', 2],
    ['advise', 'high', 4],
    ['expert', 'high', 5],
    [undefined, undefined, 2],
    [undefined, 'low', 2],
    [undefined, 'medium', 2],
    [undefined, 'high', 2],
  ];
  it.each(rows)('level %s, category %s → %i', (level, careerCategory, expected) => {
    expect(
      recommendedLevel({
        ...(level ? { level } : {}),
        ...(careerCategory ? { careerCategory } : {}),
        defined: all,
      }),
    ).toBe(expected);
  });

  it('recommends level 5 only to expert roles in the high category', () => {
    const fives = rows.filter(([level, careerCategory]) => {
      const input = {
        defined: all,
        ...(level ? { level } : {}),
        ...(careerCategory ? { careerCategory } : {}),
      };
      return recommendedLevel(input) === 5;
    });
    expect(fives.map(([l, c]) => `${l}/${c}`)).toEqual(['expert/high']);
  });

  it('moves to the nearest defined level when the target has a gap below or above', () => {
    // 1, 3 and 5 defined: apply (2) and expert (4) are ties and go down
    const gaps = [1, 3, 5];
    expect(recommendedLevel({ level: 'aware', defined: gaps })).toBe(1);
    expect(recommendedLevel({ level: 'apply', defined: gaps })).toBe(1);
    expect(recommendedLevel({ level: 'advise', defined: gaps })).toBe(3);
    expect(recommendedLevel({ level: 'expert', defined: gaps })).toBe(3);
    expect(recommendedLevel({ level: 'advise', careerCategory: 'high', defined: gaps })).toBe(3);
    expect(recommendedLevel({ level: 'expert', careerCategory: 'high', defined: gaps })).toBe(5);
    expect(recommendedLevel({ defined: gaps })).toBe(1);
    // only the upper levels defined: the gap below goes up to the lowest one
    expect(recommendedLevel({ level: 'aware', defined: [3, 4, 5] })).toBe(3);
    expect(recommendedLevel({ level: 'apply', defined: [3, 4, 5] })).toBe(3);
    // only the lower levels defined: the gap above goes down to the highest one
    expect(recommendedLevel({ level: 'expert', careerCategory: 'high', defined: [1, 2, 3] })).toBe(
      3,
    );
    expect(recommendedLevel({ level: 'expert', defined: [1, 2] })).toBe(2);
  });

  it('breaks a tie towards the lower level, whatever the order of the defined levels', () => {
    expect(recommendedLevel({ level: 'advise', defined: [4, 2] })).toBe(2);
    expect(recommendedLevel({ level: 'advise', careerCategory: 'high', defined: [5, 3] })).toBe(3);
    expect(recommendedLevel({ level: 'apply', defined: [3, 1] })).toBe(1);
  });

  it('recommends the single defined level, whatever the role', () => {
    for (const level of ['aware', 'apply', 'advise', 'expert'] as const) {
      for (const careerCategory of ['low', 'medium', 'high'] as const) {
        expect(recommendedLevel({ level, careerCategory, defined: [4] })).toBe(4);
        expect(recommendedLevel({ level, careerCategory, defined: [1] })).toBe(1);
      }
    }
  });
});

describe('nearestDefinedLevel', () => {
  it('keeps a defined level and moves an undefined one to the nearest, ties to the lower', () => {
    expect(nearestDefinedLevel([1, 2, 3, 4, 5], 4)).toBe(4);
    expect(nearestDefinedLevel([1, 3, 5], 4)).toBe(3);
    expect(nearestDefinedLevel([1, 3, 5], 2)).toBe(1);
    expect(nearestDefinedLevel([2, 3, 4], 5)).toBe(4);
    expect(nearestDefinedLevel([3, 4, 5], 2)).toBe(3);
    expect(nearestDefinedLevel([5, 3, 1], 4)).toBe(3);
  });

  it('keeps the target when the competency defines no level', () => {
    expect(nearestDefinedLevel([], 3)).toBe(3);
  });
});
