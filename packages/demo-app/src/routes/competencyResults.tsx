import {
  type CompetencyProfile,
  CompetencyResults,
  type EvaluationCompletedState,
  fromNavigationState,
} from '@rolescope/widgets';
import { Navigate, useLocation, useNavigate } from 'react-router';

const list = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

/** The competency profile carried by the wizard's completed state. */
const profileOf = (state: EvaluationCompletedState): CompetencyProfile => {
  const info = (state.personalInfo ?? {}) as Record<string, unknown>;
  return {
    competency: list(info.competency),
    domainProcess: list(info.domainProcess),
    domainFunction: list(info.domainFunction),
    domainCompetency: list(info.domainCompetency),
    competencyData: state.competencyData ?? [],
    selectedLevels: state.selectedLevels ?? {},
  };
};

/** `/competency-results`: the read-only results from the navigation state; none → the wizard. */
export function Route() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = location.state as EvaluationCompletedState | null;
  if (!state?.competencyData?.length) return <Navigate to="/competency-evaluation" replace />;
  return (
    <CompetencyResults
      data={fromNavigationState(state)}
      profile={profileOf(state)}
      draftId={state.draftId}
      onModify={(modify) => void navigate('/competency-evaluation', { state: modify })}
      onSubmitted={() => void navigate('/thank-you', { replace: true })}
    />
  );
}
