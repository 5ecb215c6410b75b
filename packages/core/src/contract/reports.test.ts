import { describe, expect, it } from 'vitest';
import { workedExampleAnswers } from '../testing';
import { careerReportBodySchema, careerReportDraftBodySchema } from './careerReport';
import { userFilledDetailsSchema } from './competencyReport';
import {
  draftDataSchema,
  reportListResponseSchema,
  reportSchema,
  reportSummarySchema,
  saveDraftRequestSchema,
  sendReportRequestSchema,
  updateDraftRequestSchema,
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

const goal = {
  targetRole: 'Lead',
  targetCareerLevel: 22,
  targetCategory: 'medium',
  timeFrame: '1-year',
  motivation: '',
};
const careerBody = {
  goal,
  baseline: { source: 'report', careerLevel: 18, category: 'low', industryCategory: 'technology' },
  currentLevels: { programming: 2 },
  targetLevels: { programming: 3 },
  items: [{ _id: 'programming', title: 'Programming' }],
};
const competencyBody = [{ step: 1, _id: 'programming', title: 'Programming' }];

/** The first issue's path as the server names it, or undefined when the value is accepted. */
const firstPath = (result: { success: boolean; error?: { issues: { path: PropertyKey[] }[] } }) =>
  result.error?.issues[0]?.path.map(String).join('.');

describe('reports contract', () => {
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
    const career = reportSchema.parse({ ...stored, reportType: 'career', report: careerBody });
    expect(career.reportType).toBe('career');
    expect(reportSchema.safeParse({ ...stored, reportType: 'profile' }).success).toBe(false);
  });

  it('accepts reportType on drafts and submissions, optional there', () => {
    expect(draftDataSchema.parse({ reportType: 'career' }).reportType).toBe('career');
    expect(draftDataSchema.parse({}).reportType).toBeUndefined();
    const body = { email: 'a@b.co', userFilledDetails: {} };
    expect(sendReportRequestSchema.parse({ ...body, reportType: 'career' }).reportType).toBe(
      'career',
    );
    expect(sendReportRequestSchema.parse(body).reportType).toBe('competency');
    expect(sendReportRequestSchema.safeParse({ ...body, reportType: 'x' }).success).toBe(false);
  });
});

describe('the report model: one schema per kind, joined on reportType', () => {
  it('accepts a whole report of each kind and gives it its typed body', () => {
    const competency = reportSchema.parse({
      ...stored,
      selectedLevels: { '1': 3 },
      userFilledDetails: { details: { role: 'Analyst' }, ...workedExampleAnswers() },
      report: competencyBody,
    });
    expect(competency.reportType === 'competency' && competency.report).toEqual(competencyBody);
    const career = reportSchema.parse({ ...stored, reportType: 'career', report: careerBody });
    expect(career.reportType === 'career' && career.report?.goal?.targetRole).toBe('Lead');
  });

  it('accepts drafts holding any subset, of either kind', () => {
    const draft = { ...stored, status: 'draft', draftId: 'r1' };
    expect(reportSchema.safeParse(draft).success).toBe(true);
    const careerDraft = { ...draft, reportType: 'career', report: { goal: { targetRole: 'L' } } };
    expect(reportSchema.safeParse(careerDraft).success).toBe(true);
    expect(reportSchema.safeParse({ ...careerDraft, report: undefined }).success).toBe(true);
    expect(careerReportDraftBodySchema.safeParse({}).success).toBe(true);
    for (const draftData of [
      {},
      { details: { role: 'x' } },
      { userFilledDetails: { roleEffectiveness: { technicalCompetence: 'apply' } } },
      { selectedLevels: { '2': 4 }, report: competencyBody },
      { reportType: 'career', report: null },
      { reportType: 'career', report: { goal: { targetRole: 'Lead' }, gaps: [1] } },
    ]) {
      expect(saveDraftRequestSchema.safeParse({ draftData }).success, JSON.stringify(draftData));
      expect(updateDraftRequestSchema.safeParse({ draftId: 'd', draftData }).success).toBe(true);
    }
  });

  it('refuses a completed career report without its whole body, which a draft may lack', () => {
    const { goal: _, ...noGoal } = careerBody;
    const completed = { ...stored, reportType: 'career', report: noGoal };
    expect(firstPath(reportSchema.safeParse(completed))).toBe('report.goal');
    expect(reportSchema.safeParse({ ...completed, status: 'draft' }).success).toBe(true);
    expect(firstPath(careerReportBodySchema.safeParse(noGoal))).toBe('goal');
  });

  it('reads the older key roleImpact as rolesImpact, in one place for every reader', () => {
    const older = { roleImpact: { impactOnCustomers: 'low' } };
    expect(userFilledDetailsSchema.parse(older)).toEqual({
      rolesImpact: { impactOnCustomers: 'low' },
    });
    const both = {
      rolesImpact: { impactOnCustomers: 'x' },
      roleImpact: { impactOnCustomers: 'y' },
    };
    expect(userFilledDetailsSchema.parse(both)).toEqual({ rolesImpact: both.rolesImpact });
    const list = reportListResponseSchema.parse({
      data: [{ ...stored, userFilledDetails: older }],
      pagination: { totalReports: 1, totalPages: 1, currentPage: 1, limit: 10 },
    });
    expect(list.data[0]?.userFilledDetails).toEqual({ rolesImpact: older.roleImpact });
    const flat = draftDataSchema.parse({ ...older, userFilledDetails: { details: { role: 'r' } } });
    expect(flat.userFilledDetails).toEqual({
      details: { role: 'r' },
      rolesImpact: older.roleImpact,
    });
  });

  it('keeps the score fields the specification saves with the answers', () => {
    const parts = userFilledDetailsSchema.parse({
      roleAndResponsibilities: { activitiesPerformed: 'routine', responsibilitiesScore: 5 },
      rolesImpact: { impactOnCustomers: 'low', roleImpactScore: 2, careerCategory: 'low' },
    });
    expect(parts.roleAndResponsibilities?.responsibilitiesScore).toBe(5);
    expect(parts.rolesImpact?.careerCategory).toBe('low');
  });

  it('rejects wrong types with the path of the problem', () => {
    const body = { email: 'a@b.co', userFilledDetails: {} };
    expect(
      firstPath(sendReportRequestSchema.safeParse({ ...body, selectedLevels: { 3: 6 } })),
    ).toBe('selectedLevels.3');
    expect(
      sendReportRequestSchema.safeParse({ ...body, selectedLevels: { 3: 2.5 } }).error?.issues[0]
        ?.message,
    ).toBe('Levels are whole numbers from 1 to 5');
    const answers = { ...body, userFilledDetails: { rolesImpact: { impactOnCustomers: 3 } } };
    expect(firstPath(sendReportRequestSchema.safeParse(answers))).toBe(
      'userFilledDetails.rolesImpact.impactOnCustomers',
    );
    const career = { ...body, reportType: 'career', report: { ...careerBody, currentLevels: [] } };
    expect(firstPath(sendReportRequestSchema.safeParse(career))).toBe('report.currentLevels');
    const rating = draftDataSchema.safeParse({ report: { currentLevels: { programming: 7 } } });
    expect(firstPath(rating)).toBe('report.currentLevels.programming');
    expect(rating.error?.issues[0]).toMatchObject({
      message: 'Proficiency levels are whole numbers from 1 to 5',
      params: { summary: 'The career progression report has levels out of range' },
    });
    // a body of neither kind: the union names `report`, its issues name each kind's problem
    const item = draftDataSchema.safeParse({ report: [{ step: 'one' }] });
    expect(firstPath(item)).toBe('report');
    expect(JSON.stringify(item.error?.issues[0])).toContain('"path":[0,"step"]');
    expect(firstPath(draftDataSchema.safeParse({ reportType: 'career', report: 'x' }))).toBe(
      'report',
    );
  });
});

describe('report summaries', () => {
  const summary = {
    _id: 'r1',
    email: 'a@b.co',
    status: 'draft',
    reportType: 'competency',
    createdAt: '2025-01-01T00:00:00.000Z',
    updatedAt: '2025-01-01T00:00:00.000Z',
    draftId: 'r1',
    role: 'Analyst',
    hasReport: false,
  };

  it('reads a summary without any body and drops a body sent along', () => {
    expect(reportSummarySchema.parse(summary)).toEqual(summary);
    const parsed = reportSummarySchema.parse({ ...summary, report: competencyBody });
    expect(parsed).not.toHaveProperty('report');
  });

  it('requires the role, the kind and whether a body exists', () => {
    for (const key of ['role', 'reportType', 'hasReport'] as const) {
      const { [key]: _, ...rest } = summary;
      expect(reportSummarySchema.safeParse(rest).success).toBe(false);
    }
  });
});
