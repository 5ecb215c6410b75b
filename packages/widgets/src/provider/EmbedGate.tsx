import { Button } from '../primitives/Button';
import { useStrings } from '../strings/StringsContext';
import type { EmbedPhase } from './useEmbedSession';

export type EmbedGateProps = {
  phase: Exclude<EmbedPhase, 'ready'>;
  onRetry: () => void;
};

/**
 * What an embed session shows instead of the widgets until it is ready: a status while it
 * starts, an alert with Retry when it could not start, and a way back after Sign Out.
 * Never a sign-in form.
 */
export function EmbedGate({ phase, onRetry }: EmbedGateProps) {
  const s = useStrings().embed;
  if (phase === 'starting') return <p role="status">{s.starting}</p>;
  return (
    <div>
      {phase === 'failed' ? <p role="alert">{s.failed}</p> : <p role="status">{s.signedOut}</p>}
      <Button type="button" variant="primary" onClick={onRetry}>
        {phase === 'failed' ? s.retry : s.startAgain}
      </Button>
    </div>
  );
}
