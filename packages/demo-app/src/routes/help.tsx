import { HelpCenter } from '@rolescope/widgets/pages';
import { useNavigate } from 'react-router';

/** `/help`: Help and Support; Back is history back. */
export function Route() {
  const navigate = useNavigate();
  return <HelpCenter onBack={() => void navigate(-1)} />;
}
