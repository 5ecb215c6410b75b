import { evaluationParts } from '@rolescope/core';
import { memo } from 'react';
import type { WizardData } from '../../model/evaluation/types';
import type { WizardComponents } from './components';
import { type StepSetters, stepViewOf } from './stepViews';

export type { StepSetters };

export type WizardStepBodyProps = {
  step: number;
  data: WizardData;
  setters: StepSetters;
  components: WizardComponents;
};

/** The body of the current step: the view of its part (`stepViews.tsx`). */
export const WizardStepBody = memo(function WizardStepBody({
  step,
  data,
  setters,
  components,
}: WizardStepBodyProps) {
  const part = evaluationParts[step - 1]?.part ?? '';
  const { Body } = stepViewOf(part, components);
  return <Body step={step} part={part} data={data} setters={setters} components={components} />;
});
