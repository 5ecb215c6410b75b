import { Button } from '../../primitives/Button';
import { useStrings } from '../../strings';
import * as page from '../shared/page.css';

/** An admin list that did not load: the message and a Retry button. */
export function AdminLoadError({ onRetry }: { onRetry: () => void }) {
  const s = useStrings().adminArea;
  return (
    <div className={page.row} role="alert">
      <p className={page.muted}>{s.loadError}</p>
      <Button variant="secondary" size="sm" onClick={onRetry}>
        {s.retry}
      </Button>
    </div>
  );
}
