import { CareerProgressionEvaluation } from '@rolescope/widgets';
import { useNavigate } from 'react-router';

/** `/career-progression-evaluation`: career goal setting, skill assessment and the gap report. */
export function Route() {
  const navigate = useNavigate();
  return (
    <CareerProgressionEvaluation
      onExit={() => void navigate('/user-dashboard')}
      onSubmitted={() => void navigate('/thank-you')}
    />
  );
}
