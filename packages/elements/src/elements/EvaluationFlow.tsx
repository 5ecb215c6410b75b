import { safeComputeScoreDetails, scoringInputOf } from '@rolescope/core';
import {
  CompetencyResults,
  type EvaluationCompletedState,
  type EvaluationNavigationState,
  EvaluationWizard,
  resultsFromNavigationState,
  useSession,
} from '@rolescope/widgets';
import { useState } from 'react';
import type { ElementStrings } from '../base/elementStrings';
import * as styles from '../base/elements.css';
import type { Emit } from '../base/events';
import type { RolescopeSubmittedDetail } from '../types';

type Results = NonNullable<ReturnType<typeof resultsFromNavigationState>>;

const scoreSummary = ({ data }: Results): RolescopeSubmittedDetail['score'] => {
  const score = safeComputeScoreDetails(scoringInputOf(data));
  return score
    ? {
        finalScore: score.finalScore,
        category: score.category,
        scoreMultiplier: score.scoreMultiplier,
      }
    : null;
};

export type EvaluationFlowProps = { emit: Emit; strings: ElementStrings };

/** The wizard, then the results with Submit, then a "submitted" panel: one page, no router. */
export function EvaluationFlow({ emit, strings }: EvaluationFlowProps) {
  const { isAuthenticated, authLoading } = useSession();
  const [initialState, setInitialState] = useState<EvaluationNavigationState | undefined>();
  const [results, setResults] = useState<Results | null>(null);
  const [run, setRun] = useState(0);
  const [submitted, setSubmitted] = useState(false);

  if (authLoading) return null;
  if (!isAuthenticated) return <p className={styles.note}>{strings.signInFirst}</p>;
  if (submitted) {
    return (
      <section className={styles.done} aria-labelledby="rolescope-submitted">
        <h2 id="rolescope-submitted" className={styles.doneTitle}>
          {strings.submittedTitle}
        </h2>
        <p className={styles.doneBody}>{strings.submittedBody}</p>
        <button
          type="button"
          className={styles.action}
          onClick={() => {
            setSubmitted(false);
            setResults(null);
            setInitialState(undefined);
            setRun((n) => n + 1);
          }}
        >
          {strings.startAgain}
        </button>
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
          emit('rolescope:submitted', { reportId, score: scoreSummary(results) });
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
      onExit={() => emit('rolescope:navigate', { path: '/user-dashboard' })}
    />
  );
}
