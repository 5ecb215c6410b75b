import { describe, expect, it } from 'vitest';
import { normalizeUserFilledDetails, reportSchema, sendReportRequestSchema } from './reports';

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
});
