import { describe, expect, it } from 'vitest';
import {
  effectivenessQuestions,
  impactQuestions,
  responsibilityQuestions,
} from '../options/questions';
import { careerGoalFormSchema, validateCareerGoal } from './careerGoal';
import { fillMessage } from './messages';
import { organizationDetailsFormSchema, validateOrganizationDetails } from './organizationDetails';
import {
  effectivenessFormSchema,
  impactFormSchema,
  questionAnswersFormSchema,
  responsibilitiesFormSchema,
  validateQuestionAnswers,
} from './questionAnswers';
import { stepMessages } from './stepMessages';

const complete = (s: { safeParse: (v: unknown) => { success: boolean } }, v: unknown) =>
  s.safeParse(v).success;

describe('organizationDetailsFormSchema', () => {
  const answered = { customerScope: 'global', employees: '1-10', revenue: '<1' };

  it('is complete once scope, employees and revenue are answered (middle by default)', () => {
    expect(complete(organizationDetailsFormSchema, answered)).toBe(true);
    expect(
      complete(organizationDetailsFormSchema, { ...answered, managementLevel: 'junior' }),
    ).toBe(true);
    expect(complete(organizationDetailsFormSchema, { ...answered, revenue: '' })).toBe(false);
    expect(complete(organizationDetailsFormSchema, undefined)).toBe(false);
  });

  it('names every missing answer in order', () => {
    expect(validateOrganizationDetails({}).issues).toEqual([
      { field: 'customerScope', message: 'Customer/office scope is required' },
      { field: 'employees', message: 'Number of employees is required' },
      { field: 'revenue', message: 'Annual revenue is required' },
    ]);
  });

  it('accepts only selectable options: top and senior are disabled', () => {
    for (const managementLevel of ['top', 'senior', 'board']) {
      expect(validateOrganizationDetails({ ...answered, managementLevel }).errors).toEqual({
        managementLevel: 'Please select a valid management level',
      });
    }
    expect(
      validateOrganizationDetails({ customerScope: 'Global', employees: '10', revenue: '5' })
        .errors,
    ).toEqual({
      customerScope: 'Please select a valid customer/office scope',
      employees: 'Please select a valid number of employees',
      revenue: 'Please select a valid annual revenue',
    });
  });
});

describe('questionAnswersFormSchema', () => {
  const full = {
    activitiesPerformed: 'specialised',
    reportingDetails: '1-5',
    directReportsActivity: 'professional',
    budgetControl: 'team',
    decisionMaking: 'operational',
  };

  it('builds one schema per question list (the three steps)', () => {
    expect(questionAnswersFormSchema(responsibilityQuestions)).toBe(responsibilitiesFormSchema);
    expect(questionAnswersFormSchema(effectivenessQuestions)).toBe(effectivenessFormSchema);
    expect(questionAnswersFormSchema(impactQuestions)).toBe(impactFormSchema);
  });

  it('needs every question answered with one of its own option ids', () => {
    expect(complete(responsibilitiesFormSchema, full)).toBe(true);
    expect(complete(responsibilitiesFormSchema, {})).toBe(false);
    expect(complete(responsibilitiesFormSchema, undefined)).toBe(false);
    expect(complete(responsibilitiesFormSchema, { ...full, budgetControl: 'bogus' })).toBe(false);
    // An option id of another question is no answer to this one.
    expect(complete(responsibilitiesFormSchema, { ...full, budgetControl: 'specialised' })).toBe(
      false,
    );
  });

  it('says which questions are unanswered or answered with an unknown option', () => {
    const { decisionMaking: _, ...four } = full;
    expect(
      validateQuestionAnswers(responsibilityQuestions, { ...four, reportingDetails: 'x' }).issues,
    ).toEqual([
      { field: 'reportingDetails', message: 'Please choose one of the options' },
      { field: 'decisionMaking', message: 'Please answer this question' },
    ]);
    const answers = Object.fromEntries(impactQuestions.map((q) => [q.id, q.options[0]?.id]));
    expect(validateQuestionAnswers(impactQuestions, answers).valid).toBe(true);
  });
});

describe('careerGoalFormSchema', () => {
  const goal = {
    targetRole: 'Engineering Manager',
    targetCareerLevel: 22,
    timeFrame: '2-years' as const,
    motivation: '',
  };

  it('accepts a complete goal with an empty motivation', () => {
    expect(validateCareerGoal(goal)).toEqual({ valid: true, errors: {}, issues: [] });
    expect(complete(careerGoalFormSchema({ currentCareerLevel: 20 }), goal)).toBe(true);
  });

  it('requires the target role, level and time frame', () => {
    expect(
      validateCareerGoal({
        targetRole: '  ',
        targetCareerLevel: null,
        timeFrame: '',
        motivation: '',
      }).errors,
    ).toEqual({
      targetRole: 'Target role is required',
      targetCareerLevel: 'Target career level is required',
      timeFrame: 'Time frame is required',
    });
  });

  it('keeps the target above the current career level', () => {
    const options = { currentCareerLevel: 24 };
    expect(validateCareerGoal(goal, options).errors).toEqual({
      targetCareerLevel:
        'Choose a target above your current career level (24): this evaluation plans a step up.',
    });
    // the current level itself is no step up
    expect(
      validateCareerGoal({ ...goal, targetCareerLevel: 22 }, { currentCareerLevel: 22 }).valid,
    ).toBe(false);
    expect(
      validateCareerGoal({ ...goal, targetCareerLevel: 24 }, { currentCareerLevel: 22 }).valid,
    ).toBe(true);
    expect(
      validateCareerGoal(goal, {
        ...options,
        messages: { targetBelowCurrent: 'Au moins le niveau {level}' },
      }).errors.targetCareerLevel,
    ).toBe('Au moins le niveau 24');
    expect(validateCareerGoal({ ...goal, targetCareerLevel: 24 }, {}).valid).toBe(true);
  });

  it('takes only band-table levels, known time frames and bounded texts', () => {
    expect(validateCareerGoal({ ...goal, targetCareerLevel: 19 }).errors).toEqual({
      targetCareerLevel: 'Please select a valid target career level',
    });
    expect(
      validateCareerGoal({ ...goal, timeFrame: 'soon' as never, targetRole: 'x'.repeat(201) })
        .errors,
    ).toEqual({
      targetRole: 'Target role must be at most 200 characters',
      timeFrame: 'Please select a valid time frame',
    });
    expect(validateCareerGoal({ ...goal, targetRole: ` ${'x'.repeat(200)} ` }).valid).toBe(true);
    expect(validateCareerGoal({ ...goal, motivation: 'x'.repeat(501) }).errors).toEqual({
      motivation: 'Motivation must be at most 500 characters',
    });
  });
});

describe('stepMessages', () => {
  const produced = new Set(
    [
      validateOrganizationDetails({}),
      validateOrganizationDetails({
        managementLevel: 'top',
        customerScope: 'x',
        employees: 'x',
        revenue: 'x',
      }),
      validateQuestionAnswers(responsibilityQuestions, { activitiesPerformed: 'x' }),
      validateCareerGoal({}),
      validateCareerGoal({
        targetRole: 'x'.repeat(201),
        targetCareerLevel: 19,
        timeFrame: 'x' as never,
        motivation: 'x'.repeat(501),
      }),
      validateCareerGoal({ targetCareerLevel: 17 }, { currentCareerLevel: 20 }),
    ].flatMap((r) => r.issues.map((i) => i.message)),
  );
  const all = Object.entries(stepMessages).flatMap(([group, texts]) =>
    Object.entries(texts).map(([key, text]) => [
      `${group}.${key}`,
      fillMessage(text, { level: 20 }),
    ]),
  );

  it.each(all)('%s is produced by its schema', (_key, text) => {
    expect(produced).toContain(text);
  });
});
