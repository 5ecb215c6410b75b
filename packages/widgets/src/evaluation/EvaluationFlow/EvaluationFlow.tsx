import { safeComputeScoreDetails, scoringInputOf } from '@rolescope/core';
import { useState } from 'react';
import type { EvaluationNavigationState } from '../../model/evaluation/types';
import { Button } from '../../primitives/Button';
import { useSession } from '../../session';
import { useStrings } from '../../strings/StringsContext';
import { CompetencyResults, resultsFromNavigationState } from '../CompetencyResults';
import { type EvaluationCompletedState, EvaluationWizard } from '../EvaluationWizard';
import * as styles from './EvaluationFlow.css';

type Results = NonNullable<ReturnType<typeof resultsFromNavigationState>>;

/** What `onSubmitted` receives: the new report's id and its job-size score. */
export type SubmittedEvaluation = {
  reportId: string;
  /** Null when the answers cannot be scored (never for a completed wizard). */
  score: { finalScore: number; category: string; scoreMultiplier: number } | null;
};

export type EvaluationFlowProps = {
  /** Where to start: a draft's state (as `ReportsHistory`'s Complete Assessment passes it). */
  initialState?: EvaluationNavigationState;
  /** After Submit: the report's id and score (the thank-you panel shows meanwhile). */
  onSubmitted?: (submitted: SubmittedEvaluation) => void;
  /** The wizard's exit (its Cancel on the first step); default: the provider's `onNavigate('/user-dashboard')`. */
  onExit?: () => void;
};

const scoreOf = ({ data }: Results): SubmittedEvaluation['score'] => {
  const score = safeComputeScoreDetails(scoringInputOf(data));
  return score
    ? {
        finalScore: score.finalScore,
        category: score.category,
        scoreMultiplier: score.scoreMultiplier,
      }
    : null;
};

/**
 * The whole competency evaluation in one widget: the wizard, the results with Modify and
 * Submit, then a thank-you with Start a new evaluation. It keeps its state itself, so a host
 * needs no routes and passes no navigation state between pages.
 */
export function EvaluationFlow({ initialState: start, onSubmitted, onExit }: EvaluationFlowProps) {
  const s = useStrings().evaluationFlow;
  const { isAuthenticated, authLoading } = useSession();
  const [initialState, setInitialState] = useState<EvaluationNavigationState | undefined>(start);
  const [results, setResults] = useState<Results | null>(null);
  const [run, setRun] = useState(0);
  const [submitted, setSubmitted] = useState(false);

  if (authLoading) return null;
  if (!isAuthenticated) return <p className={styles.note}>{s.signInFirst}</p>;
  if (submitted) {
    return (
      <section className={styles.done} aria-labelledby={`rolescope-submitted-${run}`}>
        <h2 id={`rolescope-submitted-${run}`} className={styles.doneTitle}>
          {s.submittedTitle}
        </h2>
        <p className={styles.doneBody}>{s.submittedBody}</p>
        <Button
          onClick={() => {
            setSubmitted(false);
            setResults(null);
            setInitialState(undefined);
            setRun((n) => n + 1);
          }}
        >
          {s.startAgain}
        </Button>
      </section>
    );
  }
  if (results) {
    return (
      <CompetencyResults
        {...results}
        onModify={(state) => {
          setInitialState(state);
          setResults(null);
        }}
        onSubmitted={(reportId) => {
          onSubmitted?.({ reportId, score: scoreOf(results) });
          setSubmitted(true);
        }}
      />
    );
  }
  return (
    <EvaluationWizard
      key={run}
      initialState={initialState}
      onCompleted={(state: EvaluationCompletedState) => {
        const next = resultsFromNavigationState(state);
        if (next) setResults(next);
      }}
      {...(onExit ? { onExit } : {})}
    />
  );
}
