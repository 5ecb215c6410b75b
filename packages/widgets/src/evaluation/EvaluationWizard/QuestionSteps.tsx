import {
  effectivenessQuestions,
  effectivenessScore,
  impactQuestions,
  impactScore,
  responsibilityQuestions,
  responsibilityScore,
} from '@rolescope/core';
import type { WizardData } from '../../model/evaluation/types';
import { QuestionStep } from '../../wizard/QuestionStep';
import { ScoreSummary } from './ScoreSummary';
import type { StepSetters } from './WizardStepBody';

export type QuestionStepsProps = {
  /** 3, 4 or 5. */
  step: number;
  data: WizardData;
  setters: StepSetters;
};

/** The body of the question steps 3 to 5 (step 5 with the score summary). */
export function QuestionSteps({ step, data, setters }: QuestionStepsProps) {
  const industryCategory = data.details.industryCategory;
  switch (step) {
    case 3:
      return (
        <QuestionStep
          key="step-3"
          questions={responsibilityQuestions}
          score={responsibilityScore}
          value={data.roleAndResponsibilities as Record<string, string>}
          onChange={setters.roleAndResponsibilities}
          industryCategory={industryCategory}
        />
      );
    case 4:
      return (
        <QuestionStep
          key="step-4"
          questions={effectivenessQuestions}
          score={effectivenessScore}
          value={data.roleEffectiveness as Record<string, string>}
          onChange={setters.roleEffectiveness}
          industryCategory={industryCategory}
        />
      );
    default:
      return (
        <QuestionStep
          key="step-5"
          questions={impactQuestions}
          score={impactScore}
          value={data.rolesImpact as Record<string, string>}
          onChange={setters.rolesImpact}
          industryCategory={industryCategory}
        >
          <ScoreSummary data={data} />
        </QuestionStep>
      );
  }
}
