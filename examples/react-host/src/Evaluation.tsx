import {
  CompetencyResults,
  type EvaluationCompletedState,
  type EvaluationNavigationState,
  EvaluationWizard,
  resultsFromNavigationState,
} from '@rolescope/widgets';
import { useState } from 'react';
import { PortalLink } from './PortalLink';
import { ROUTES } from './routes';
import type { Navigate } from './usePortalLocation';

type Phase =
  | { name: 'wizard'; state?: EvaluationNavigationState }
  | { name: 'results'; state: EvaluationCompletedState }
  | { name: 'submitted' };

type EvaluationProps = {
  /** A draft to resume (Complete Assessment in the reports), else a new evaluation. */
  initialState?: EvaluationNavigationState;
  navigate: Navigate;
};

/**
 * The portal's evaluation page: the five-step wizard, then the results with Submit, then a
 * thank-you. Every hand-over is a callback of the widgets.
 */
export function Evaluation({ initialState, navigate }: EvaluationProps) {
  const [phase, setPhase] = useState<Phase>({ name: 'wizard', state: initialState });
  if (phase.name === 'submitted') {
    return (
      <>
        <p role="status" className="portal-done">
          Thank you: your evaluation was submitted to HR.
        </p>
        <p>
          <PortalLink to={ROUTES.reports} navigate={navigate}>
            See your reports
          </PortalLink>{' '}
          (your manager’s review shows there once it is submitted).
        </p>
      </>
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
