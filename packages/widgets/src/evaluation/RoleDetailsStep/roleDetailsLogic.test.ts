import { describe, expect, it } from 'vitest';
import type { RoleDetailsValues } from '../model/types';
import {
  isRoleDetailsStepComplete,
  roleDetailsErrors,
  tierOptions,
  withDegreeDefault,
  withIndustryCategory,
} from './roleDetailsLogic';

const complete: RoleDetailsValues = {
  role: 'Analyst',
  industryCategory: 'technology',
  currentIndustry: 'saas',
  currentCompany: 'Acme',
  process: ['software-engineering'],
  currentFunction: ['backend-development', 'frontend-development', 'quality-engineering'],
  openPositions: 0,
  experience: 'fresher',
  tier1: ['iim-ahmedabad'],
  tier2: ['iim-indore'],
  tier3: ['nit-warangal'],
  'tier1-ctc': 3000000,
  'tier2-ctc': 2000000,
  'tier3-ctc': 1000000,
  'tier1-recruitedinterns': 50,
  'tier2-recruitedinterns': 0,
  'tier3-recruitedinterns': 100,
  description: 'Own the platform.',
};

describe('step 1 helpers', () => {
  it('counts the degree default towards completion', () => {
    expect(isRoleDetailsStepComplete(complete)).toBe(true);
    expect(withDegreeDefault(complete).degree).toEqual(['mba']);
    expect(withDegreeDefault({ degree: ['phd'] }).degree).toEqual(['phd']);
  });

  it('is incomplete with an empty required answer or a failing rule', () => {
    expect(isRoleDetailsStepComplete({ ...complete, role: '  ' })).toBe(false);
    expect(isRoleDetailsStepComplete({ ...complete, tier2: [] })).toBe(false);
    expect(isRoleDetailsStepComplete({ ...complete, 'tier2-ctc': 3000000 })).toBe(false);
    expect(isRoleDetailsStepComplete({ ...complete, currentFunction: ['a', 'b'] })).toBe(false);
    expect(isRoleDetailsStepComplete({ ...complete, openPositions: -1 })).toBe(false);
  });

  it('resets the dependent selections on a new category only', () => {
    expect(withIndustryCategory(complete, 'technology')).toBe(complete);
    const next = withIndustryCategory(complete, 'bfsi');
    expect(next).toMatchObject({
      industryCategory: 'bfsi',
      process: [],
      tier1: [],
      role: 'Analyst',
    });
    expect(next.currentIndustry).toBeUndefined();
  });

  it('offers a tier only the institutes the other tiers did not take', () => {
    const all = ['a', 'b', 'c', 'd'].map((value) => ({ value }));
    const value = { tier1: ['a'], tier2: ['b'], tier3: [] };
    expect(tierOptions(all, value, 'tier1').map((o) => o.value)).toEqual(['a', 'c', 'd']);
    expect(tierOptions(all, value, 'tier3').map((o) => o.value)).toEqual(['c', 'd']);
  });

  it('takes pay errors from the checked pay values and the others from the current value', () => {
    const value = { ...complete, 'tier1-ctc': 1, openPositions: -2 };
    const stale = { 'tier1-ctc': 3000000, 'tier2-ctc': 2000000, 'tier3-ctc': 1000000 };
    const errors = roleDetailsErrors(value, stale);
    expect(errors['tier1-ctc']).toBeUndefined();
    expect(errors.openPositions).toEqual(['Open positions must be a number of 0 or more']);
    const fresh = roleDetailsErrors(value, { 'tier1-ctc': 1, 'tier2-ctc': 2000000 });
    expect(fresh['tier2-ctc']).toEqual(['Tier 2 CTC must be less than Tier 1 CTC']);
  });
});
