import { NotFound } from '@rolescope/widgets/pages';
import { useLocation, useNavigate } from 'react-router';

/** Any other path: "Lost in the Portal"; logs the missing path. */
export function Route() {
  const location = useLocation();
  const navigate = useNavigate();
  return (
    <main className="rs-demo-full">
      <NotFound
        path={location.pathname}
        onBackToHome={() => void navigate('/competency-evaluation')}
      />
    </main>
  );
}
