import type { EvaluationPart } from '@rolescope/core';
import type { ComponentType } from 'react';
import type { WizardData } from '../../model/evaluation/types';
import type { WizardComponents } from './components';
import { OrganizationDetailsStepPart, QuestionStepsPart } from './parts';

/** What a step's body gets: its step number and part, the wizard's data and setters. */
export type StepViewProps = {
  step: number;
  part: string;
  data: WizardData;
  setters: StepSetters;
  components: WizardComponents;
};

/** Each part's setter (the wizard owns the data; a step reports each change). */
export type StepSetters = Readonly<Record<string, (next: object) => void>>;

/**
 * The widgets' side of a step of core's steps table: the component that renders it, its
 * completion check when the wizard must know it before the step's code loads (steps 1 and 2;
 * the others are complete when core's table says so, `completion.ts`), and the lazily loaded
 * part to preload before the step is reached.
 */
export type StepView = {
  Body: ComponentType<StepViewProps>;
  isComplete?: (data: WizardData, components: WizardComponents) => boolean;
  lazy?: { preload: () => Promise<unknown> };
};

/** A question step (its questions and score from core's table), loaded when reached. */
const questionStep: StepView = { Body: QuestionStepsPart, lazy: QuestionStepsPart };

/** The component of each built-in step, by part. */
const defaultStepViews: Readonly<Record<EvaluationPart, StepView>> = {
  details: {
    Body: ({ data, setters, components: { RoleDetailsStep } }) => (
      <RoleDetailsStep value={data.details} onChange={setters.details ?? (() => {})} />
    ),
    isComplete: (data, components) => components.isRoleDetailsStepComplete(data.details),
  },
  organizationDetails: {
    Body: ({ data, setters, components: { OrganizationDetailsStep } }) => (
      <OrganizationDetailsStep
        value={data.organizationDetails}
        onChange={setters.organizationDetails ?? (() => {})}
        industryCategory={data.details.industryCategory}
      />
    ),
    isComplete: (data, components) =>
      components.isOrganizationDetailsComplete(data.organizationDetails),
    lazy: OrganizationDetailsStepPart,
  },
  roleAndResponsibilities: questionStep,
  roleEffectiveness: questionStep,
  rolesImpact: questionStep,
};

/** The view of a part: a host's (`components.stepViews`), the built-in one, else a question step. */
export const stepViewOf = (part: string, components: WizardComponents): StepView =>
  components.stepViews?.[part] ??
  (defaultStepViews as Readonly<Record<string, StepView>>)[part] ??
  questionStep;
