import { type EvaluationNavigationState, EvaluationWizard, useStrings } from '@rolescope/widgets';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../layout/PageTitle';

/**
 * `/competency-evaluation`: the five-step wizard with the navigation state (reportType,
 * startStep, startLevelSelection, saved data, draftId). The wizard hands reportType career
 * over to /career-progression-evaluation with the state as it came (replacing this entry).
 */
export function Route() {
  const location = useLocation();
  const navigate = useNavigate();
  const title = useStrings().appShell.pageTitles.competencyEvaluation;
  const state = (location.state ?? undefined) as EvaluationNavigationState | undefined;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <EvaluationWizard
        key={location.key}
        initialState={state}
        onExit={() => void navigate('/user-dashboard')}
        onCareerSelected={(career) =>
          void navigate('/career-progression-evaluation', { replace: true, state: career })
        }
        onCompleted={(completed) => void navigate('/competency-results', { state: completed })}
      />
    </>
  );
}
