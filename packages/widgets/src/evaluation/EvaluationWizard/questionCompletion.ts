import {
  effectivenessFormSchema,
  impactFormSchema,
  responsibilitiesFormSchema,
} from '@rolescope/core';
import type { WizardData } from '../../model/evaluation/types';

/**
 * Whether steps 3 to 5 are complete: core's step schema accepts their answers (every question
 * answered with one of its own options, the rules their forms check). Loaded with those steps
 * (`questionChecks` in completion.ts): the questions' texts and options stay out of step 1.
 */
export const questionStepCompletions = (data: WizardData): boolean[] => [
  responsibilitiesFormSchema.safeParse(data.roleAndResponsibilities).success,
  effectivenessFormSchema.safeParse(data.roleEffectiveness).success,
  impactFormSchema.safeParse(data.rolesImpact).success,
];
