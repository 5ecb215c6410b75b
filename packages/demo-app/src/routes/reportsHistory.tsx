import { ReportsHistory } from '@rolescope/widgets';
import { useNavigate } from 'react-router';

/** `/reports-history`: submitted reports and drafts (resume, delete, view), inset from the edges. */
export function Route() {
  const navigate = useNavigate();
  return (
    <div className="rs-demo-page">
      <ReportsHistory
        onCompleteAssessment={(state) => void navigate('/competency-evaluation', { state })}
        onBack={() => void navigate('/competency-evaluation')}
        onStartEvaluation={() => void navigate('/competency-evaluation')}
      />
    </div>
  );
}
