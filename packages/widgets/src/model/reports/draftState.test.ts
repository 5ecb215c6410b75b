import type { Report } from '@rolescope/core';
import { userFilledDetailsSchema } from '@rolescope/core/contract';
import { describe, expect, it } from 'vitest';
import { careerDraftStateOf, completeAssessmentState } from './draftState';

const draft: Report = {
  _id: 'd-1',
  email: 'a@b.c',
  status: 'draft',
  draftId: 'd-1',
  createdAt: '2025-01-01T00:00:00Z',
  updatedAt: '2025-01-01T00:00:00Z',
  selectedLevels: {},
  // a stored draft with the older key, read through the contract as the reports list does
  userFilledDetails: userFilledDetailsSchema.parse({
    details: { role: 'QA Lead' },
    organizationDetails: { managementLevel: 'middle' },
    roleAndResponsibilities: { activitiesPerformed: 'routine' },
    roleEffectiveness: { technicalCompetence: 'apply' },
    roleImpact: { impactOnCustomers: 'low' },
  }),
};

describe('completeAssessmentState', () => {
  it('carries the saved step data and the draft id, in the personal details too', () => {
    expect(completeAssessmentState(draft)).toEqual({
      reportType: 'competency',
      draftId: 'd-1',
      details: { role: 'QA Lead', draftId: 'd-1' },
      organizationDetails: { managementLevel: 'middle' },
      roleAndResponsibilities: { activitiesPerformed: 'routine' },
      roleEffectiveness: { technicalCompetence: 'apply' },
      rolesImpact: { impactOnCustomers: 'low' },
    });
  });
  it('starts at the step the draft was saved on (a draft without one: no startStep)', () => {
    const onStep4 = {
      ...draft,
      userFilledDetails: { ...draft.userFilledDetails, step: 4 },
    };
    expect(completeAssessmentState(onStep4).startStep).toBe(4);
    expect(completeAssessmentState(draft)).not.toHaveProperty('startStep');
  });
  it('uses the id when an older draft has no draftId', () => {
    const { draftId: _, ...older } = draft;
    expect(completeAssessmentState(older).draftId).toBe('d-1');
  });
});

describe('careerDraftStateOf', () => {
  it('carries the draft id and the saved report body of a career draft', () => {
    const report = { goal: { targetRole: 'Lead' }, currentLevels: { a: 2 } };
    expect(careerDraftStateOf({ ...draft, reportType: 'career', report })).toEqual({
      reportType: 'career',
      draftId: 'd-1',
      report,
    });
    const { draftId: _, ...older } = draft;
    expect(careerDraftStateOf({ ...older, reportType: 'career' })).toEqual({
      reportType: 'career',
      draftId: 'd-1',
      report: null,
    });
  });
});
