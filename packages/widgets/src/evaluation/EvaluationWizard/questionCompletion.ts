import { stepCompletions } from '@rolescope/core';
import type { WizardData } from '../../model/evaluation/types';

/**
 * Whether each step of core's steps table is complete by the table's own rules (every question
 * of a question step answered with one of its options, the rules their forms check). Loaded
 * with the question steps (`questionChecks` in completion.ts): the questions' texts and options
 * stay out of step 1.
 */
export const questionStepCompletions = (data: WizardData): boolean[] => stepCompletions(data);
