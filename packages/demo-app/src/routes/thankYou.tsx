import { ThankYou } from '@rolescope/widgets/pages';
import { useNavigate } from 'react-router';

/** `/thank-you`: after a submission; logs out after 10 s. */
export function Route() {
  const navigate = useNavigate();
  return (
    <ThankYou
      onLoggedOut={() => void navigate('/login', { replace: true })}
      onGoToDashboard={() => void navigate('/competency-evaluation')}
    />
  );
}
