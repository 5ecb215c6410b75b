import { type EvaluationNavigationState, EvaluationWizard } from '@rolescope/widgets';
import { Navigate, useLocation, useNavigate } from 'react-router';

/**
 * `/competency-evaluation`: the five-step wizard with the navigation state (reportType,
 * startStep, startLevelSelection, saved data, draftId); reportType career goes to
 * /career-progression-evaluation.
 */
export function Route() {
  const location = useLocation();
  const navigate = useNavigate();
  const state = (location.state ?? undefined) as EvaluationNavigationState | undefined;
  if (state?.reportType === 'career') {
    return (
      <Navigate to="/career-progression-evaluation" replace state={{ reportType: 'career' }} />
    );
  }
  return (
    <EvaluationWizard
      key={location.key}
      initialState={state}
      onExit={() => void navigate('/user-dashboard')}
      onCareerSelected={() => void navigate('/career-progression-evaluation')}
      onCompleted={(completed) => void navigate('/competency-results', { state: completed })}
    />
  );
}
