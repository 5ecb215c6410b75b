import { describe, expect, expectTypeOf, it } from 'vitest';
import type * as z from 'zod/mini';
import { roleDetailsSchema } from '../contract/partSchemas';
import {
  isRoleDetailsComplete,
  missingRoleDetails,
  type RoleDetailsValues,
  type roleDetailsFormSchema,
  roleDetailsRequiredFields,
  validateRoleDetails,
} from './roleDetails';

const complete = {
  role: 'Analyst',
  industryCategory: 'technology',
  currentIndustry: 'Software',
  openPositions: 3,
  currentCompany: 'Acme',
  currentFunction: ['f1', 'f2', 'f3'],
  process: ['p1'],
  degree: ['MBA'],
  experience: 'Fresher',
  tier1: ['IIM A'],
  'tier1-ctc': 2000000,
  'tier1-recruitedinterns': 40,
  tier2: ['XLRI'],
  'tier2-ctc': 1500000,
  'tier2-recruitedinterns': 30,
  tier3: ['Other'],
  'tier3-ctc': 1000000,
  'tier3-recruitedinterns': 0,
  description: 'Own the quarterly analysis.',
};

describe('roleDetailsRequiredFields', () => {
  it('lists the 19 step-1 answers of the specification', () => {
    expect(roleDetailsRequiredFields).toHaveLength(19);
    expect(roleDetailsRequiredFields).toContain('tier3-recruitedinterns');
  });
});

describe('validateRoleDetails', () => {
  it('accepts complete answers', () => {
    expect(validateRoleDetails(complete)).toEqual({ valid: true, errors: {}, issues: [] });
  });

  it('allows 1 to 3 job families/processes', () => {
    expect(validateRoleDetails({ process: ['a', 'b', 'c'] }).valid).toBe(true);
    expect(validateRoleDetails({ process: ['a', 'b', 'c', 'd'] }).errors.process).toBe(
      'You can select atleast minimum 1 value and maximum upto 3 options.',
    );
  });

  it('allows 3 to 6 functions once one is chosen', () => {
    const msg = 'Select minimum 3 and maximum 6 options.';
    expect(validateRoleDetails({ currentFunction: ['a', 'b'] }).errors.currentFunction).toBe(msg);
    expect(
      validateRoleDetails({ currentFunction: [1, 2, 3, 4, 5, 6, 7] }).errors.currentFunction,
    ).toBe(msg);
    expect(validateRoleDetails({ currentFunction: [1, 2, 3, 4, 5, 6] }).valid).toBe(true);
    expect(validateRoleDetails({ currentFunction: [] }).valid).toBe(true);
  });

  it('puts both messages on Tier 1 and Tier 2 when Tier 1 is not greater', () => {
    const r = validateRoleDetails({ 'tier1-ctc': 100, 'tier2-ctc': 100 });
    expect(r.errors).toEqual({
      'tier1-ctc': 'Tier 1 CTC must be greater than Tier 2 CTC',
      'tier2-ctc': 'Tier 2 CTC must be less than Tier 1 CTC',
    });
  });

  it('puts both messages on Tier 2 and Tier 3 when Tier 2 is not greater', () => {
    const r = validateRoleDetails({ 'tier2-ctc': '₹5,00,000', 'tier3-ctc': '600000' });
    expect(r.errors).toEqual({
      'tier2-ctc': 'Tier 2 CTC must be greater than Tier 3 CTC',
      'tier3-ctc': 'Tier 3 CTC must be less than Tier 2 CTC',
    });
  });

  it('lists both Tier 2 messages when it breaks both pairs', () => {
    const r = validateRoleDetails({ 'tier1-ctc': 10, 'tier2-ctc': 20, 'tier3-ctc': 30 });
    expect(r.issues.filter((i) => i.field === 'tier2-ctc').map((i) => i.message)).toEqual([
      'Tier 2 CTC must be less than Tier 1 CTC',
      'Tier 2 CTC must be greater than Tier 3 CTC',
    ]);
    expect(r.errors['tier2-ctc']).toBe('Tier 2 CTC must be less than Tier 1 CTC');
  });

  it('ignores the ordering while a CTC is 0 or empty', () => {
    expect(validateRoleDetails({ 'tier1-ctc': 0, 'tier2-ctc': 100, 'tier3-ctc': '' }).valid).toBe(
      true,
    );
  });

  it('keeps recruited interns between 0 and 100', () => {
    const msg = 'Enter a percentage from 0 to 100';
    expect(validateRoleDetails({ 'tier1-recruitedinterns': 101 }).errors).toEqual({
      'tier1-recruitedinterns': msg,
    });
    expect(validateRoleDetails({ 'tier2-recruitedinterns': -1 }).errors).toEqual({
      'tier2-recruitedinterns': msg,
    });
    expect(validateRoleDetails({ 'tier3-recruitedinterns': 'abc' }).errors).toEqual({
      'tier3-recruitedinterns': msg,
    });
    expect(validateRoleDetails({ 'tier1-recruitedinterns': '100' }).valid).toBe(true);
  });

  it('limits the role objective to 250 characters', () => {
    expect(validateRoleDetails({ description: 'x'.repeat(250) }).valid).toBe(true);
    expect(validateRoleDetails({ description: 'x'.repeat(251) }).errors.description).toBe(
      'Role objective must be at most 250 characters',
    );
  });

  it('needs open positions to be a number from 0', () => {
    const msg = 'Open positions must be a number of 0 or more';
    expect(validateRoleDetails({ openPositions: -1 }).errors.openPositions).toBe(msg);
    expect(validateRoleDetails({ openPositions: 'many' }).errors.openPositions).toBe(msg);
    expect(validateRoleDetails({ openPositions: '0' }).valid).toBe(true);
  });
});

describe('isRoleDetailsComplete', () => {
  it('is true only with every answer and no error', () => {
    expect(isRoleDetailsComplete(complete)).toBe(true);
    expect(isRoleDetailsComplete({ ...complete, degree: [] })).toBe(false);
    expect(isRoleDetailsComplete({ ...complete, role: '  ' })).toBe(false);
    expect(isRoleDetailsComplete({ ...complete, 'tier3-ctc': 3000000 })).toBe(false);
  });

  it('names the missing answers', () => {
    expect(missingRoleDetails({ ...complete, tier2: [], description: undefined })).toEqual([
      'tier2',
      'description',
    ]);
    expect(missingRoleDetails({})).toEqual([...roleDetailsRequiredFields]);
  });
});

describe('RoleDetailsValues', () => {
  it("is the form schema's type, and every form value is a part the contract takes", () => {
    expectTypeOf<z.infer<typeof roleDetailsFormSchema>>().toEqualTypeOf<RoleDetailsValues>();
    expectTypeOf<RoleDetailsValues>().toExtend<z.input<typeof roleDetailsSchema>>();
    const values: RoleDetailsValues = { ...complete, 'tier1-ESOP': 5, competency: ['a'] };
    expect(roleDetailsSchema.safeParse(values).success).toBe(true);
  });
});
