import { type ComponentType, useMemo } from 'react';
import { scoreDetailsOf } from '../CompetencyResults/personalInfo';
import type { CompetencySelectionProps } from '../CompetencySelection/CompetencySelection';

export type SelectionPhaseProps = Omit<
  CompetencySelectionProps,
  'careerCategory' | 'technicalCompetence'
> & {
  /** The wizard's competency selection (its own, or a host's). */
  Selection: ComponentType<CompetencySelectionProps>;
};

/**
 * Finalize's competency selection with the career category of the answers (low without a
 * score) and the step 4 technical competence. Loaded with the selection (`parts.ts`): the
 * scoring leaves step 1's code.
 */
export function SelectionPhase({ Selection, data, ...props }: SelectionPhaseProps) {
  const careerCategory = useMemo(() => scoreDetailsOf(data)?.category ?? 'low', [data]);
  return (
    <Selection
      {...props}
      data={data}
      careerCategory={careerCategory}
      technicalCompetence={data.roleEffectiveness.technicalCompetence}
    />
  );
}
