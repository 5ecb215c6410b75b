import { impactQuestions, responsibilityQuestions } from '@rolescope/core/options';
import { impactScore } from '@rolescope/core/scoring';
import { describe, expect, it } from 'vitest';
import { isQuestionStepComplete, liveScore, nextUnanswered } from './isQuestionStepComplete';

const full = {
  activitiesPerformed: 'specialised',
  reportingDetails: '1-5',
  directReportsActivity: 'professional',
  budgetControl: 'team',
  decisionMaking: 'operational',
};

describe('isQuestionStepComplete', () => {
  it('needs every question answered with one of its options', () => {
    expect(isQuestionStepComplete(responsibilityQuestions, full)).toBe(true);
    expect(isQuestionStepComplete(responsibilityQuestions, {})).toBe(false);
    expect(isQuestionStepComplete(responsibilityQuestions, undefined)).toBe(false);
    expect(
      isQuestionStepComplete(responsibilityQuestions, { ...full, budgetControl: 'bogus' }),
    ).toBe(false);
    const { decisionMaking: _, ...four } = full;
    expect(isQuestionStepComplete(responsibilityQuestions, four)).toBe(false);
  });
});

describe('nextUnanswered', () => {
  it('finds the next open question after the given one, wrapping round', () => {
    expect(nextUnanswered(responsibilityQuestions, {})).toBe('activitiesPerformed');
    expect(
      nextUnanswered(responsibilityQuestions, { reportingDetails: '1-5' }, 'reportingDetails'),
    ).toBe('directReportsActivity');
    expect(
      nextUnanswered(
        responsibilityQuestions,
        { ...full, activitiesPerformed: '' },
        'decisionMaking',
      ),
    ).toBe('activitiesPerformed');
    expect(nextUnanswered(responsibilityQuestions, full, 'budgetControl')).toBeNull();
  });
});

describe('liveScore', () => {
  it('is null until complete, then the scorer result', () => {
    expect(liveScore(impactQuestions, {}, impactScore)).toBeNull();
    const answers = Object.fromEntries(impactQuestions.map((q) => [q.id, q.options[0]?.id ?? '']));
    expect(liveScore(impactQuestions, answers, impactScore)).toBe(2);
    expect(liveScore(impactQuestions, answers, undefined)).toBeNull();
  });
});
