import { memo } from 'react';
import type { WizardData } from '../../model/evaluation/types';
import type { WizardComponents } from './components';
import { QuestionStepsPart } from './parts';

export type StepSetters = {
  [K in keyof WizardData]: (next: WizardData[K]) => void;
};

export type WizardStepBodyProps = {
  step: number;
  data: WizardData;
  setters: StepSetters;
  components: WizardComponents;
};

/**
 * The body of the current step: step 1 and 2 components, or the question steps 3 to 5 (loaded
 * when reached, `parts.ts`).
 */
export const WizardStepBody = memo(function WizardStepBody({
  step,
  data,
  setters,
  components,
}: WizardStepBodyProps) {
  const { RoleDetailsStep, OrganizationDetailsStep } = components;
  switch (step) {
    case 1:
      return <RoleDetailsStep value={data.details} onChange={setters.details} />;
    case 2:
      return (
        <OrganizationDetailsStep
          value={data.organizationDetails}
          onChange={setters.organizationDetails}
          industryCategory={data.details.industryCategory}
        />
      );
    default:
      return <QuestionStepsPart step={step} data={data} setters={setters} />;
  }
});
