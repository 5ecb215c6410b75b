import { responsibilityQuestions } from '@rolescope/core/options';
import { describe, expect, it } from 'vitest';
import { sampleCareerItems, sampleCareerReport } from '../../test/careerFixtures';
import { asCareerDraftState, careerStartOf, restoreCareerReport } from './careerDraft';
import { buildCareerReport, type CareerBaseline, goalOf, quickCheckBaseline } from './careerModel';

const goal = {
  targetRole: 'Engineering Manager',
  targetCareerLevel: 24,
  targetCategory: 'high',
  timeFrame: '2-years',
  motivation: 'Lead a platform team.',
} as const;
const reportBaseline: CareerBaseline = {
  source: 'report',
  careerLevel: 20,
  category: 'medium',
  industryCategory: 'technology',
  functions: ['software-engineering'],
  role: 'Senior Backend Engineer',
};
const levels = { programming: 4, 'stakeholder-management': 2 };
const targets = { programming: 4, 'stakeholder-management': 4 };
const answers = Object.fromEntries(
  responsibilityQuestions.map((q) => [q.id, q.options[1]?.id ?? '']),
);

/** build → restore → build, with the same baseline, items and targets the page would load. */
const roundTrip = (report: ReturnType<typeof buildCareerReport>) => {
  const restored = restoreCareerReport(JSON.parse(JSON.stringify(report)));
  const again = restored && goalOf(restored.goal);
  if (!restored || !again) throw new Error('not restored');
  return buildCareerReport({
    goal: again,
    baseline: report.baseline ?? null,
    items: sampleCareerItems,
    currentLevels: restored.currentLevels,
    targetLevels: targets,
    quickCheck: restored.quickCheck,
  });
};

describe('restoreCareerReport', () => {
  it('round-trips a report built on a completed report: build → restore → build is the same', () => {
    const built = buildCareerReport({
      goal,
      baseline: reportBaseline,
      items: sampleCareerItems,
      currentLevels: levels,
      targetLevels: targets,
    });
    expect(built).not.toHaveProperty('quickCheck');
    expect(roundTrip(built)).toEqual(built);
  });

  it('round-trips the quick-check answers when the baseline came from the quick check', () => {
    const quickCheck = {
      industryCategory: 'technology',
      jobFamily: 'software-engineering',
      functions: ['backend-development', 'frontend-development'],
      answers,
    };
    const built = buildCareerReport({
      goal,
      baseline: quickCheckBaseline(quickCheck),
      items: sampleCareerItems,
      currentLevels: levels,
      targetLevels: targets,
      quickCheck,
    });
    expect(built.quickCheck).toEqual(quickCheck);
    expect(restoreCareerReport(built)?.quickCheck).toEqual(quickCheck);
    expect(roundTrip(built)).toEqual(built);
  });

  it('reads the stored sample report', () => {
    expect(restoreCareerReport(sampleCareerReport.report)).toEqual({
      goal: {
        targetRole: 'Engineering Manager',
        targetCareerLevel: 24,
        timeFrame: '2-years',
        motivation: 'Lead a platform team.',
      },
      quickCheck: { industryCategory: '', jobFamily: '', functions: [], answers: {} },
      currentLevels: levels,
    });
  });

  it('keeps the valid fields of a partly valid body and drops the rest', () => {
    expect(
      restoreCareerReport({
        goal: { targetRole: ' Lead ', targetCareerLevel: 19, timeFrame: 'someday', motivation: 7 },
        currentLevels: { a: 3, b: 9, c: '2', d: 2.5 },
        quickCheck: {
          industryCategory: 'technology',
          jobFamily: 4,
          functions: ['a', 'a', 2, 'b', 'c', 'd'],
          answers: { x: 'y', z: 1 },
        },
      }),
    ).toEqual({
      goal: { targetRole: 'Lead', targetCareerLevel: null, timeFrame: '', motivation: '' },
      quickCheck: {
        industryCategory: 'technology',
        jobFamily: '',
        functions: ['a', 'b', 'c'],
        answers: { x: 'y' },
      },
      currentLevels: { a: 3 },
    });
  });

  it('is null for an older or foreign shape', () => {
    for (const saved of [
      undefined,
      null,
      'text',
      [],
      [{ step: 1, title: 'Programming' }],
      { goals: [] },
      { goal: 'Lead' },
      { goal: { role: 'Lead', level: 3 }, levels: { a: 2 } },
    ]) {
      expect(restoreCareerReport(saved)).toBeNull();
    }
  });
});

describe('careerStartOf', () => {
  const draft = {
    reportType: 'career',
    draftId: 'd-1',
    report: sampleCareerReport.report,
  } as const;

  it('starts fresh on step 1 without a draft', () => {
    expect(careerStartOf(undefined)).toMatchObject({
      step: 1,
      draftId: undefined,
      unreadable: false,
      goal: { targetRole: '', targetCareerLevel: null },
      currentLevels: {},
    });
  });

  it('opens a draft with a complete goal on Skill Assessment, keeping its id', () => {
    expect(careerStartOf(draft)).toMatchObject({
      step: 2,
      draftId: 'd-1',
      unreadable: false,
      currentLevels: levels,
    });
  });

  it('opens a draft with an incomplete goal on Career Goal Setting', () => {
    const report = { goal: { targetRole: 'Lead' }, currentLevels: {} };
    expect(careerStartOf({ ...draft, report })).toMatchObject({ step: 1, draftId: 'd-1' });
  });

  it('starts fresh, without the draft id, when the saved data is unreadable', () => {
    expect(careerStartOf({ ...draft, report: [{ step: 1 }] })).toMatchObject({
      step: 1,
      draftId: undefined,
      unreadable: true,
      currentLevels: {},
    });
  });
});

describe('asCareerDraftState', () => {
  it('accepts a career draft state and nothing else', () => {
    const state = { reportType: 'career', draftId: 'd-1', report: { goal: {} } };
    expect(asCareerDraftState(state)).toEqual(state);
    expect(asCareerDraftState({ reportType: 'career' })).toBeUndefined();
    expect(asCareerDraftState({ reportType: 'competency', draftId: 'd-1' })).toBeUndefined();
    expect(asCareerDraftState({ reportType: 'career', draftId: '' })).toBeUndefined();
    expect(asCareerDraftState(null)).toBeUndefined();
    expect(asCareerDraftState('career')).toBeUndefined();
  });
});
