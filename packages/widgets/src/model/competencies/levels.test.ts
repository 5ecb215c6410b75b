import { type CompetencyLevelItem, isLevelDefined as coreIsLevelDefined } from '@rolescope/core';
import { describe, expect, it } from 'vitest';
import {
  hasContent,
  isLevelDefined,
  levelOptionsOf,
  nextDefinedLevel,
  progressPercent,
} from './levels';

const item = (defined: number[]): CompetencyLevelItem => ({
  step: 1,
  _id: 'x',
  title: 'X',
  description: '',
  recommendedLevel: 3,
  levelOptions: [1, 2, 3, 4, 5].map((level) => ({
    level,
    description: defined.includes(level) ? `L${level}` : '',
    abilities: defined.includes(level) ? ['a'] : [],
  })),
});

describe('levels', () => {
  it('tells defined levels from empty ones', () => {
    expect(isLevelDefined({ level: 1, description: '', abilities: [] })).toBe(false);
    expect(isLevelDefined({ level: 1, description: ' ', abilities: ['a'] })).toBe(true);
    expect(isLevelDefined({ level: 1, description: 'd', abilities: [] })).toBe(true);
    expect(isLevelDefined(undefined)).toBe(false);
  });

  it("is core's rule, the one the career gaps use (one definition, not two)", () => {
    expect(isLevelDefined).toBe(coreIsLevelDefined);
  });

  it('always gives five levels', () => {
    const partial = { ...item([1]), levelOptions: [{ level: 1, description: 'a', abilities: [] }] };
    expect(levelOptionsOf(partial).map((o) => o.level)).toEqual([1, 2, 3, 4, 5]);
    expect(levelOptionsOf(partial)[4]).toEqual({ level: 5, description: '', abilities: [] });
  });

  it('knows whether a competency has content', () => {
    expect(hasContent(item([]))).toBe(false);
    expect(hasContent(item([3]))).toBe(true);
  });

  it('moves among defined levels only, wrapping', () => {
    const it135 = item([1, 3, 5]);
    expect(nextDefinedLevel(it135, undefined, 1)).toBe(1);
    expect(nextDefinedLevel(it135, undefined, -1)).toBe(5);
    expect(nextDefinedLevel(it135, 1, 1)).toBe(3);
    expect(nextDefinedLevel(it135, 3, 1)).toBe(5);
    expect(nextDefinedLevel(it135, 5, 1)).toBe(1);
    expect(nextDefinedLevel(it135, 1, -1)).toBe(5);
    expect(nextDefinedLevel(it135, 2, 1)).toBe(3);
    expect(nextDefinedLevel(item([]), 1, 1)).toBeUndefined();
  });

  it('computes the percent of steps', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(2, 4)).toBe(50);
    expect(progressPercent(1, 0)).toBe(0);
  });
});
