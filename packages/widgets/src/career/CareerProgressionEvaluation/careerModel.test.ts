import { type Report, responsibilityQuestions } from '@rolescope/core';
import { describe, expect, it } from 'vitest';
import { allRated, baselineFromReports, goalOf, quickCheckBaseline } from './careerModel';

const report = (over: Partial<Report>): Report => ({
  _id: 'r',
  email: 'a@b.co',
  status: 'completed',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  selectedLevels: {},
  userFilledDetails: {
    details: { role: 'Dev', industryCategory: 'technology', currentFunction: ['f1', 2] },
  },
  ...over,
});
const score = { careerLevel: 20, category: 'medium' } as Report['scoreDetails'];

describe('career model', () => {
  it('takes the first completed report with score details as the baseline', () => {
    expect(
      baselineFromReports([
        report({ status: 'draft', scoreDetails: score }),
        report({ _id: 'x' }),
        report({ scoreDetails: score }),
      ]),
    ).toEqual({
      source: 'report',
      careerLevel: 20,
      category: 'medium',
      industryCategory: 'technology',
      functions: ['f1'],
      role: 'Dev',
    });
    expect(baselineFromReports([report({ status: 'draft' })])).toBeNull();
  });

  it('estimates the level from the five answers at an average organisation', () => {
    const pick = (i: (n: number) => number) =>
      Object.fromEntries(
        responsibilityQuestions.map((q) => [q.id, q.options[i(q.options.length)]?.id ?? '']),
      );
    expect(quickCheckBaseline('technology', {})).toBeNull();
    expect(
      quickCheckBaseline(
        '',
        pick(() => 0),
      ),
    ).toBeNull();
    // technology (high): national 5 + 201-500 employees 3 + 100-500 Cr 4 = 12 → × 1.03.
    // Lowest answers 5+0+0+0+5 = 10 → 1.03 × 3 × 10 = 30.9 → level 17 low.
    expect(
      quickCheckBaseline(
        'technology',
        pick(() => 0),
      ),
    ).toEqual({
      source: 'quick-check',
      careerLevel: 17,
      category: 'low',
      industryCategory: 'technology',
      functions: [],
    });
    // Highest answers 100+12+50+150+100 = 412 → 1273 → level 24 high.
    expect(
      quickCheckBaseline(
        'technology',
        pick((n) => n - 1),
      ),
    ).toMatchObject({
      careerLevel: 24,
      category: 'high',
    });
  });

  it('needs role, level and time frame for a goal; the category follows the level', () => {
    const v = {
      targetRole: ' Lead ',
      targetCareerLevel: 24,
      timeFrame: '2-years',
      motivation: '',
    } as const;
    expect(goalOf(v)).toEqual({
      targetRole: 'Lead',
      targetCareerLevel: 24,
      targetCategory: 'high',
      timeFrame: '2-years',
      motivation: '',
    });
    expect(goalOf({ ...v, targetRole: ' ' })).toBeNull();
    expect(goalOf({ ...v, targetCareerLevel: 19 })).toBeNull();
    expect(goalOf({ ...v, timeFrame: '' })).toBeNull();
  });

  it('counts a competency without defined levels as rated', () => {
    const item = (id: string, abilities: string[]) => ({
      step: 1,
      _id: id,
      title: id,
      description: '',
      recommendedLevel: 1 as const,
      levelOptions: [{ level: 1 as const, description: '', abilities }],
    });
    expect(allRated([item('a', ['x']), item('b', [])], { a: 1 })).toBe(true);
    expect(allRated([item('a', ['x'])], {})).toBe(false);
    expect(allRated([], {})).toBe(false);
  });
});
