import { asCareerDraftState, CareerProgressionEvaluation, useStrings } from '@rolescope/widgets';
import { useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../layout/PageTitle';

/**
 * `/career-progression-evaluation`: career goal setting, skill assessment and the gap report.
 * A career draft resumed from Reports History arrives as navigation state (draft id and saved
 * report); each navigation (location.key) starts the evaluation afresh from its state.
 */
export function Route() {
  const location = useLocation();
  const navigate = useNavigate();
  const title = useStrings().appShell.pageTitles.careerProgression;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <CareerProgressionEvaluation
        key={location.key}
        initialDraft={asCareerDraftState(location.state)}
        onExit={() => void navigate('/user-dashboard')}
        onSubmitted={() => void navigate('/thank-you', { state: { submitted: true } })}
      />
    </>
  );
}
