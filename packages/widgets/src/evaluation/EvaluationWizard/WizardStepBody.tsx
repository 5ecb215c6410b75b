import {
  effectivenessQuestions,
  effectivenessScore,
  impactQuestions,
  impactScore,
  responsibilityQuestions,
  responsibilityScore,
} from '@rolescope/core';
import { memo } from 'react';
import { QuestionStep } from '../../wizard/QuestionStep';
import type { WizardData } from '../model/types';
import type { WizardComponents } from './components';
import { ScoreSummary } from './ScoreSummary';

export type StepSetters = {
  [K in keyof WizardData]: (next: WizardData[K]) => void;
};

export type WizardStepBodyProps = {
  step: number;
  data: WizardData;
  setters: StepSetters;
  components: WizardComponents;
};

/** The body of the current step: step 1 and 2 components, or the question steps 3 to 5. */
export const WizardStepBody = memo(function WizardStepBody({
  step,
  data,
  setters,
  components,
}: WizardStepBodyProps) {
  const industryCategory = data.details.industryCategory;
  const { RoleDetailsStep, OrganizationDetailsStep } = components;
  switch (step) {
    case 1:
      return <RoleDetailsStep value={data.details} onChange={setters.details} />;
    case 2:
      return (
        <OrganizationDetailsStep
          value={data.organizationDetails}
          onChange={setters.organizationDetails}
          industryCategory={industryCategory}
        />
      );
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
});
