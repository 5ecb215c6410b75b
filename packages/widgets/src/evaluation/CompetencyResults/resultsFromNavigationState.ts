import { competencyLevelItemSchema, selectedLevelsSchema } from '@rolescope/core/contract';
import * as z from 'zod/mini';
import type { EvaluationNavigationState } from '../../model/evaluation/types';
import { fromNavigationState } from '../../model/evaluation/wizardData';
import { listOf } from '../../state/lenient';
import type { CompetencyResultsProps } from './CompetencyResults';

type ResultsData = Pick<CompetencyResultsProps, 'data' | 'profile' | 'draftId'>;

const ids = listOf(z.string());

/** What the results page reads of the wizard's completed state; the step data pass through. */
const completedStateSchema = z.looseObject({
  competencyData: z.array(competencyLevelItemSchema).check(z.minLength(1)),
  details: z.catch(
    z.looseObject({
      competency: ids,
      domainProcess: ids,
      domainFunction: ids,
      domainCompetency: ids,
    }),
    { competency: [], domainProcess: [], domainFunction: [], domainCompetency: [] },
  ),
  selectedLevels: z.catch(selectedLevelsSchema, {}),
  draftId: z.catch(z.optional(z.string()), undefined),
});

/**
 * The data, competency profile and draft id of `<CompetencyResults>` read from the navigation
 * state `<EvaluationWizard>` completes with (`onCompleted`), given as a router holds it
 * (`unknown`); `undefined` when it carries no competency data (nothing to show: back to the wizard).
 */
export const resultsFromNavigationState = (state: unknown): ResultsData | undefined => {
  const parsed = completedStateSchema.safeParse(state);
  if (!parsed.success) return undefined;
  const { competencyData, details, selectedLevels, draftId } = parsed.data;
  const { competency, domainProcess, domainFunction, domainCompetency } = details;
  return {
    data: fromNavigationState(state as EvaluationNavigationState),
    profile: {
      competency,
      domainProcess,
      domainFunction,
      domainCompetency,
      competencyData,
      selectedLevels,
    },
    ...(draftId ? { draftId } : {}),
  };
};
