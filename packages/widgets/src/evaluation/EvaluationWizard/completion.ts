import { effectivenessQuestions, impactQuestions, responsibilityQuestions } from '@rolescope/core';
import type { WizardData } from '../model/types';
import type { WizardComponents } from './components';
import { isQuestionStepComplete } from './QuestionStep/isQuestionStepComplete';

type Checks = Pick<WizardComponents, 'isRoleDetailsStepComplete' | 'isOrganizationDetailsComplete'>;

/** The completion flag of each of the five steps (all true when `force`, for startLevelSelection). */
export const stepCompletions = (data: WizardData, checks: Checks, force = false): boolean[] =>
  force
    ? [true, true, true, true, true]
    : [
        checks.isRoleDetailsStepComplete(data.details),
        checks.isOrganizationDetailsComplete(data.organizationDetails),
        isQuestionStepComplete(responsibilityQuestions, data.roleAndResponsibilities),
        isQuestionStepComplete(effectivenessQuestions, data.roleEffectiveness),
        isQuestionStepComplete(impactQuestions, data.rolesImpact),
      ];
