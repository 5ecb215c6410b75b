import { describe, expect, it } from 'vitest';
import {
  draftDataSchema,
  normalizeUserFilledDetails,
  reportSchema,
  sendReportRequestSchema,
} from './reports';

const stored = {
  _id: 'r1',
  email: 'a@b.co',
  status: 'completed',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  selectedLevels: {},
  userFilledDetails: {},
};

describe('reports contract', () => {
  it('reads the older roleImpact key as rolesImpact', () => {
    expect(normalizeUserFilledDetails({ roleImpact: { impactOnCustomers: 'low' } })).toEqual({
      rolesImpact: { impactOnCustomers: 'low' },
    });
    expect(
      normalizeUserFilledDetails({ rolesImpact: { a: 'x' }, roleImpact: { a: 'y' } }).rolesImpact,
    ).toEqual({ a: 'x' });
  });

  it('keeps unknown step-1 fields such as the tier fields', () => {
    const parsed = sendReportRequestSchema.parse({
      email: 'a@b.co',
      draftId: '',
      userFilledDetails: { details: { role: 'Analyst', 'tier1-ctc': 1200000 } },
      extra: 'ignored',
    });
    expect(parsed.userFilledDetails.details?.['tier1-ctc']).toBe(1200000);
    expect('extra' in parsed).toBe(false);
  });

  it('rejects a report without its required fields', () => {
    expect(reportSchema.safeParse({ _id: 'x' }).success).toBe(false);
  });

  it('reads an older report without reportType as competency and keeps career', () => {
    expect(reportSchema.parse(stored).reportType).toBe('competency');
    expect(reportSchema.parse({ ...stored, reportType: 'career' }).reportType).toBe('career');
    expect(reportSchema.safeParse({ ...stored, reportType: 'profile' }).success).toBe(false);
  });

  it('accepts reportType on drafts and submissions, optional there', () => {
    expect(draftDataSchema.parse({ reportType: 'career' }).reportType).toBe('career');
    expect(draftDataSchema.parse({}).reportType).toBeUndefined();
    const body = { email: 'a@b.co', userFilledDetails: {} };
    expect(sendReportRequestSchema.parse({ ...body, reportType: 'career' }).reportType).toBe(
      'career',
    );
    expect(sendReportRequestSchema.safeParse({ ...body, reportType: 'x' }).success).toBe(false);
  });
});
