import { describe, expect, it } from 'vitest';
import type { RoleDetailsValues } from '../../model/evaluation/types';
import {
  errorsByField,
  isRoleDetailsStepComplete,
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

  it('lists every message of a field from react-hook-form errors, in order', () => {
    const errors = errorsByField({
      'tier2-ctc': {
        type: 'custom',
        message: 'Tier 2 CTC must be less than Tier 1 CTC',
        types: {
          custom: [
            'Tier 2 CTC must be less than Tier 1 CTC',
            'Tier 2 CTC must be greater than Tier 3 CTC',
          ],
        },
      },
      openPositions: { type: 'custom', message: 'Open positions must be a number of 0 or more' },
    });
    expect(errors).toEqual({
      'tier2-ctc': [
        'Tier 2 CTC must be less than Tier 1 CTC',
        'Tier 2 CTC must be greater than Tier 3 CTC',
      ],
      openPositions: ['Open positions must be a number of 0 or more'],
    });
  });
});
