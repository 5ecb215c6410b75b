import type { Report } from '@rolescope/core';
import { userFilledDetailsSchema } from '@rolescope/core/contract';
import { describe, expect, it } from 'vitest';
import {
  draftToNavigationState,
  emptyWizardData,
  fromNavigationState,
  fromUserFilledDetails,
  hasStepData,
  startStepOf,
  toDraftData,
  toNavigationState,
  toUserFilledDetails,
} from './wizardData';

const data = {
  details: { role: 'Analyst', industryCategory: 'technology', 'tier1-ctc': 1200000 },
  organizationDetails: { managementLevel: 'middle', customerScope: 'national' },
  roleAndResponsibilities: { activitiesPerformed: 'specialised' },
  roleEffectiveness: { functionContribution: 'shared' },
  rolesImpact: { impactOnEnvironment: 'low' },
};

describe('wizard data conversions', () => {
  it('round-trips through the navigation state', () => {
    const state = toNavigationState(data, { draftId: 'd1', startStep: 3 });
    expect(state).toMatchObject({
      draftId: 'd1',
      startStep: 3,
      details: data.details,
      roleAndResponsibilities: data.roleAndResponsibilities,
      rolesImpact: data.rolesImpact,
    });
    expect(fromNavigationState(state)).toEqual(data);
  });

  it('reads an empty or odd navigation state as empty data', () => {
    expect(fromNavigationState(undefined)).toEqual(emptyWizardData());
    expect(
      fromNavigationState({ rolesImpact: { impactOnEnvironment: 3 } } as never).rolesImpact,
    ).toEqual({});
  });

  it('builds userFilledDetails and the draft body', () => {
    expect(toUserFilledDetails(data)).toEqual(data);
    expect(toDraftData(data, { selectedLevels: { '1': 3 } })).toEqual({
      userFilledDetails: data,
      selectedLevels: { '1': 3 },
    });
    expect(toDraftData(data)).not.toHaveProperty('report');
  });

  it('reads the older roleImpact key (through the contract, which reads it)', () => {
    const older = userFilledDetailsSchema.parse({ roleImpact: { impactOnCustomers: 'low' } });
    expect(fromUserFilledDetails(older).rolesImpact).toEqual({
      impactOnCustomers: 'low',
    });
  });

  it('resumes a draft with its id, data and levels', () => {
    const report = {
      _id: 'r1',
      draftId: 'r1',
      email: 'a@b.c',
      status: 'draft',
      createdAt: '2025-01-01T00:00:00.000Z',
      updatedAt: '2025-01-01T00:00:00.000Z',
      selectedLevels: { '1': 2 },
      userFilledDetails: data,
    } satisfies Report;
    const state = draftToNavigationState(report);
    expect(state.draftId).toBe('r1');
    expect(state.selectedLevels).toEqual({ '1': 2 });
    expect(fromNavigationState(state)).toEqual(data);
  });

  it('knows whether there is data and clamps the start step', () => {
    expect(hasStepData(emptyWizardData())).toBe(false);
    expect(hasStepData(data)).toBe(true);
    expect(startStepOf(undefined)).toBe(1);
    expect(startStepOf({ startStep: 9 })).toBe(5);
    expect(startStepOf({ startStep: 0 })).toBe(1);
    expect(startStepOf({ startStep: 3 })).toBe(3);
  });
});
