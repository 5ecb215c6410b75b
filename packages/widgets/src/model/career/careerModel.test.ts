import { computeScoreDetails, type Report } from '@rolescope/core';
import { workedExampleAnswers } from '@rolescope/core/testing';
import { describe, expect, it } from 'vitest';
import {
  allRated,
  baselineFromReports,
  type CareerBaseline,
  careerUserFilledDetails,
  goalOf,
  quickCheckBaseline,
  targetNotAboveCurrent,
  targetsAbove,
} from './careerModel';

const reportBaseline: CareerBaseline = {
  source: 'report',
  careerLevel: 20,
  category: 'medium',
  industryCategory: 'technology',
  functions: ['software-engineering'],
};

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

  it('never takes a career report as the baseline (it describes a target)', () => {
    expect(
      baselineFromReports([
        report({ reportType: 'career', scoreDetails: score }),
        report({ _id: 'c', scoreDetails: { ...score, careerLevel: 17 } as Report['scoreDetails'] }),
      ]),
    ).toMatchObject({ careerLevel: 17 });
  });

  it("fills userFilledDetails with the target role and the baseline's current role", () => {
    const goal = {
      targetRole: 'Engineering Manager',
      targetCareerLevel: 24,
      targetCategory: 'high',
      timeFrame: '2-years',
      motivation: '',
    } as const;
    expect(
      careerUserFilledDetails(goal, {
        source: 'report',
        careerLevel: 20,
        category: 'medium',
        industryCategory: 'technology',
        functions: ['software-engineering'],
        role: 'Senior Backend Engineer',
      }),
    ).toEqual({
      details: {
        role: 'Engineering Manager',
        currentRole: 'Senior Backend Engineer',
        industryCategory: 'technology',
        currentFunction: ['software-engineering'],
      },
    });
    expect(careerUserFilledDetails(goal, null)).toEqual({
      details: { role: 'Engineering Manager' },
    });
  });

  it("estimates the level with core's estimator: the worked example lands in 18 low, as the full engine", () => {
    const { roleAndResponsibilities } = workedExampleAnswers();
    const quick = {
      industryCategory: 'technology',
      jobFamily: 'software-engineering',
      functions: ['backend-development'],
      answers: roleAndResponsibilities,
    };
    const full = computeScoreDetails({ industryCategory: 'technology', ...workedExampleAnswers() });
    expect(quickCheckBaseline(quick)).toEqual({
      source: 'quick-check',
      careerLevel: full.careerLevel,
      category: full.category,
      industryCategory: 'technology',
      functions: ['backend-development'],
    });
    expect(full).toMatchObject({ careerLevel: 18, category: 'low' });
  });

  it('needs the industry, 1 to 3 functions and all five answers', () => {
    const answers = workedExampleAnswers().roleAndResponsibilities;
    const quick = { industryCategory: 'technology', jobFamily: 'x', functions: ['f'], answers };
    expect(quickCheckBaseline(quick)).not.toBeNull();
    expect(quickCheckBaseline({ ...quick, industryCategory: '' })).toBeNull();
    expect(quickCheckBaseline({ ...quick, functions: [] })).toBeNull();
    expect(quickCheckBaseline({ ...quick, functions: ['a', 'b', 'c', 'd'] })).toBeNull();
    const { decisionMaking: _, ...four } = answers;
    expect(quickCheckBaseline({ ...quick, answers: four })).toBeNull();
  });

  it('refuses a target below the current level (equal or above is a goal)', () => {
    const v = {
      targetRole: 'Lead',
      targetCareerLevel: 17,
      timeFrame: '1-year',
      motivation: '',
    } as const;
    const at18 = { ...reportBaseline, careerLevel: 18 };
    expect(targetNotAboveCurrent(v, at18)).toBe(true);
    expect(goalOf(v, at18)).toBeNull();
    expect(goalOf(v, null)).not.toBeNull();
    // the current level is no step up
    expect(targetNotAboveCurrent({ ...v, targetCareerLevel: 18 }, at18)).toBe(true);
    expect(goalOf({ ...v, targetCareerLevel: 18 }, at18)).toBeNull();
    expect(goalOf({ ...v, targetCareerLevel: 20 }, at18)).toMatchObject({
      targetCategory: 'medium',
    });
    expect(targetNotAboveCurrent({ ...v, targetCareerLevel: 20 }, at18)).toBe(false);
  });

  it('offers only the target levels above the current one, none at the top', () => {
    const levels = (careerLevel: number | null) =>
      targetsAbove(careerLevel === null ? null : { careerLevel }).map((t) => t.careerLevel);
    expect(levels(null)).toEqual([17, 18, 20, 22, 24]);
    expect(levels(18)).toEqual([20, 22, 24]);
    expect(levels(22)).toEqual([24]);
    expect(levels(24)).toEqual([]);
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

  it("takes no goal the contract's careerGoalSchema would refuse (core's careerGoalFormSchema)", () => {
    const v = {
      targetRole: 'Lead',
      targetCareerLevel: 24,
      timeFrame: '2-years',
      motivation: 'x'.repeat(500),
    } as const;
    expect(goalOf(v)).not.toBeNull();
    expect(goalOf({ ...v, targetRole: 'x'.repeat(201) })).toBeNull();
    expect(goalOf({ ...v, motivation: 'x'.repeat(501) })).toBeNull();
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
