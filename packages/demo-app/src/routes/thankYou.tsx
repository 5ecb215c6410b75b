import { ThankYou } from '@rolescope/widgets/pages';
import { useLocation, useNavigate } from 'react-router';

/** The submitting pages navigate here with `{ submitted: true }`. */
const followsSubmission = (state: unknown): boolean =>
  typeof state === 'object' && state !== null && 'submitted' in state && state.submitted === true;

/**
 * `/thank-you`: after a submission, logs out after 10 s. Opened directly (a bookmark, the
 * address typed, a reload without the state), it shows the thanks without the countdown.
 */
export function Route() {
  const navigate = useNavigate();
  const location = useLocation();
  return (
    <ThankYou
      countdown={followsSubmission(location.state)}
      onLoggedOut={() => void navigate('/login', { replace: true })}
      onGoToDashboard={() => void navigate('/competency-evaluation')}
    />
  );
}
