import type { CompetencyLevelItem } from '@rolescope/core';
import { describe, expect, it } from 'vitest';
import { careerCandidateIds, selectCareerCompetencies } from './selectCareerCompetencies';

const item = (id: string, defined = [1, 2, 3, 4, 5]): CompetencyLevelItem => ({
  step: 9,
  _id: id,
  title: id.toUpperCase(),
  description: '',
  recommendedLevel: 3,
  levelOptions: [1, 2, 3, 4, 5].map((level) => ({
    level: level as 1,
    description: defined.includes(level) ? `${id} ${level}` : '',
    abilities: defined.includes(level) ? [`${id} a${level}`] : [],
  })),
});
const ids = (list: readonly string[]) => list.map((_id) => ({ _id }));

describe('selectCareerCompetencies', () => {
  it('lists the candidates once each in catalog order', () => {
    expect(careerCandidateIds([ids(['a', 'b']), ids(['c', 'a', 'd'])])).toEqual([
      'a',
      'b',
      'c',
      'd',
    ]);
  });

  it('ranks new-at-target first, then the higher target level, then the more shared, then catalog order', () => {
    const byFunction = [ids(['a', 'b', 'c', 'd']), ids(['d', 'e', 'f']), ids(['f', 'g'])];
    const items = [
      item('a'),
      item('b', [1, 3, 5]), // high target 4 → clamped to 3
      item('c'),
      item('d'),
      item('e'),
      item('f'),
      item('g'),
    ];
    const chosen = selectCareerCompetencies({
      byFunction,
      // g and c are new at the target (not tagged for the current category)
      currentCategoryIds: ['a', 'b', 'd', 'e', 'f'],
      items,
      targetCategory: 'high',
      limit: 6,
    });
    expect(chosen.map((i) => i._id)).toEqual(['c', 'g', 'd', 'f', 'a', 'e']);
    expect(chosen.map((i) => i.step)).toEqual([1, 2, 3, 4, 5, 6]);
  });

  it('with the same category nothing is new; at most six by default; unknown candidates are left out', () => {
    const byFunction = [ids(['a', 'b', 'c', 'd', 'e', 'f', 'g', 'x'])];
    const items = ['g', 'f', 'e', 'd', 'c', 'b', 'a'].map((id) => item(id));
    const chosen = selectCareerCompetencies({
      byFunction,
      currentCategoryIds: null,
      items,
      targetCategory: 'medium',
    });
    expect(chosen.map((i) => i._id)).toEqual(['a', 'b', 'c', 'd', 'e', 'f']);
  });
});
