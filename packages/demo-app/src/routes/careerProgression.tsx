import { CareerProgression } from '@rolescope/widgets';
import { useNavigate } from 'react-router';

/** `/career-progression-evaluation`: the career evaluation's two steps. */
export function Route() {
  const navigate = useNavigate();
  return (
    <CareerProgression
      onBack={() => void navigate('/user-dashboard')}
      onStartCompetency={() =>
        void navigate('/competency-evaluation', { state: { reportType: 'competency' } })
      }
    />
  );
}
