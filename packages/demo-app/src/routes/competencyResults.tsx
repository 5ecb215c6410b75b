import { CompetencyResults, resultsFromNavigationState, useStrings } from '@rolescope/widgets';
import { Navigate, useLocation, useNavigate } from 'react-router';
import { PageTitle } from '../layout/PageTitle';

/** `/competency-results`: the read-only results from the navigation state; none → the wizard. */
export function Route() {
  const location = useLocation();
  const navigate = useNavigate();
  const title = useStrings().appShell.pageTitles.competencyResults;
  const results = resultsFromNavigationState(location.state);
  if (!results) return <Navigate to="/competency-evaluation" replace />;
  return (
    <>
      <PageTitle>{title}</PageTitle>
      <CompetencyResults
        {...results}
        onModify={(modify) => void navigate('/competency-evaluation', { state: modify })}
        onSubmitted={() =>
          void navigate('/thank-you', { replace: true, state: { submitted: true } })
        }
      />
    </>
  );
}
