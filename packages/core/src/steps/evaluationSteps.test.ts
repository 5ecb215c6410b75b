import { describe, expect, it } from 'vitest';
import { userFilledDetailsPartsSchema } from '../contract/competencyReport';
import { computeScoreDetails, safeComputeScoreDetails } from '../scoring/computeScoreDetails';
import { sixthStep, sixthStepAnswers } from '../testing/sixthStep';
import { workedExampleAnswers } from '../testing/workedExample';
import { evaluationParts } from './evaluationParts';
import { evaluationSteps } from './evaluationSteps';
import { hasEveryPart, scoringInputOf } from './parts';
import { stepCompletions } from './stepCompletions';

const details = {
  role: 'Analyst',
  industryCategory: 'technology',
  currentIndustry: 'software',
  openPositions: 2,
  currentCompany: 'Acme',
  currentFunction: ['a', 'b', 'c'],
  process: ['p'],
  degree: ['mba'],
  experience: '3-5',
  tier1: ['i1'],
  'tier1-ctc': 300,
  'tier1-recruitedinterns': 10,
  tier2: ['i2'],
  'tier2-ctc': 200,
  'tier2-recruitedinterns': 10,
  tier3: ['i3'],
  'tier3-ctc': 100,
  'tier3-recruitedinterns': 10,
  description: 'Analyses',
};
const complete = () => ({ details, ...workedExampleAnswers() });
const stepsWithSixth = [...evaluationSteps, sixthStep];

describe('evaluationSteps', () => {
  it("has the five steps in wizard order, each part named as the contract's userFilledDetails", () => {
    const parts = evaluationSteps.map((s) => s.part);
    expect(evaluationParts.map((p) => p.part)).toEqual(parts);
    evaluationSteps.forEach((step, i) => {
      expect(step.schema).toBe(evaluationParts[i]?.schema);
    });
    expect(parts).toEqual([
      'details',
      'organizationDetails',
      'roleAndResponsibilities',
      'roleEffectiveness',
      'rolesImpact',
    ]);
    const contractParts = Object.keys(userFilledDetailsPartsSchema.shape).filter(
      (k) => k !== 'roleImpact' && k !== 'step',
    );
    expect(contractParts).toEqual(parts);
  });

  it('has the questions and the score of each question step', () => {
    const questionSteps = evaluationSteps.filter((s) => 'questions' in s);
    expect(questionSteps.map((s) => s.questions.length)).toEqual([5, 8, 8]);
    const answers = workedExampleAnswers();
    const scores = questionSteps.map((s) => s.score(answers[s.part] as never));
    const total = computeScoreDetails({ industryCategory: 'technology', ...answers });
    expect(scores).toEqual([
      total.rolesResponsibilityScore,
      total.rolesEffectivenessScore,
      total.rolesImpact,
    ]);
  });
});

describe('stepCompletions', () => {
  it('flags each step complete by its form rules, in step order', () => {
    expect(stepCompletions(undefined)).toEqual([false, false, false, false, false]);
    expect(stepCompletions(complete())).toEqual([true, true, true, true, true]);
    const { rolesImpact: _, ...fourDone } = complete();
    expect(stepCompletions(fourDone)).toEqual([true, true, true, true, false]);
    expect(stepCompletions({ ...complete(), details: { ...details, 'tier2-ctc': 400 } })).toEqual([
      false,
      true,
      true,
      true,
      true,
    ]);
  });

  it('reads a sixth step of a table that has one', () => {
    expect(stepCompletions(complete(), stepsWithSixth)).toEqual([
      true,
      true,
      true,
      true,
      true,
      false,
    ]);
    expect(
      stepCompletions({ ...complete(), roleGrowth: sixthStepAnswers() }, stepsWithSixth),
    ).toEqual([true, true, true, true, true, true]);
    expect(
      stepCompletions(
        { ...complete(), roleGrowth: { learningAgility: 'unknown' } },
        stepsWithSixth,
      ),
    ).toEqual([true, true, true, true, true, false]);
  });
});

describe('hasEveryPart', () => {
  it('asks every step of the table for at least one answer', () => {
    expect(hasEveryPart(complete())).toBe(true);
    expect(hasEveryPart({ ...complete(), roleEffectiveness: {} })).toBe(false);
    const partsWithSixth = [...evaluationParts, sixthStep];
    expect(hasEveryPart(complete(), partsWithSixth)).toBe(false);
    expect(hasEveryPart({ ...complete(), roleGrowth: sixthStepAnswers() }, partsWithSixth)).toBe(
      true,
    );
  });
});

describe('scoringInputOf', () => {
  it("gives the engine the parts and step 1's industry category", () => {
    const parts = complete();
    expect(scoringInputOf(parts)).toMatchObject({ industryCategory: 'technology', ...parts });
    expect(safeComputeScoreDetails(scoringInputOf(parts))?.finalScore).toBeCloseTo(260.59, 2);
    expect(safeComputeScoreDetails(scoringInputOf({ ...parts, details: {} }))?.category).toBe(
      'low',
    );
    expect(safeComputeScoreDetails(scoringInputOf({ ...parts, rolesImpact: {} }))).toBeNull();
  });
});
