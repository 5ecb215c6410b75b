import {
  CompetencyResults,
  type EvaluationCompletedState,
  type EvaluationNavigationState,
  EvaluationWizard,
  resultsFromNavigationState,
} from '@rolescope/widgets';
import { useState } from 'react';

type Phase =
  | { name: 'wizard'; state?: EvaluationNavigationState }
  | { name: 'results'; state: EvaluationCompletedState }
  | { name: 'submitted' };

/**
 * The portal's evaluation page without a router: the five-step wizard, then the results
 * with Submit, then a thank-you. Every hand-over is a callback of the widgets.
 */
export function Evaluation() {
  const [phase, setPhase] = useState<Phase>({ name: 'wizard' });
  if (phase.name === 'submitted') {
    return (
      <p role="status" className="portal-done">
        Thank you: your evaluation was submitted to HR.
      </p>
    );
  }
  const results = phase.name === 'results' ? resultsFromNavigationState(phase.state) : undefined;
  if (results) {
    return (
      <CompetencyResults
        {...results}
        onModify={(state) => setPhase({ name: 'wizard', state })}
        onSubmitted={() => setPhase({ name: 'submitted' })}
      />
    );
  }
  return (
    <EvaluationWizard
      initialState={phase.name === 'wizard' ? phase.state : undefined}
      onExit={() => window.location.assign('/')}
      onCompleted={(state) => setPhase({ name: 'results', state })}
    />
  );
}
