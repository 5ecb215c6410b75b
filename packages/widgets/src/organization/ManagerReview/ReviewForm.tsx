import type { ManagerReview } from '@rolescope/core/contract';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { formatReportTime } from '../../model/reports/reportFormat';
import { saveFailureText } from '../../model/reviews/reviewErrors';
import {
  hasReviewProblems,
  type ReviewCompetency,
  type ReviewDraft,
  type ReviewProblems,
  reviewDraftOf,
  reviewItemsOf,
  reviewProblemsOf,
} from '../../model/reviews/reviewItems';
import { Button } from '../../primitives/Button';
import { ConfirmDialog } from '../../primitives/Dialog';
import { useOrganizationClient } from '../../provider';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './ManagerReview.css';
import { ReviewCompetencyField } from './ReviewCompetencyField';
import { type ReviewData, reviewQueryKey } from './reviewQuery';

export type ReviewFormProps = {
  reportId: string;
  competencies: readonly ReviewCompetency[];
  /** The saved draft, if any: the form starts from its ratings. */
  review: ManagerReview | null;
  onSubmitted?: (review: ManagerReview) => void;
};

const NO_PROBLEMS: ReviewProblems = { missing: [], tooLong: [] };

/**
 * The manager's ratings: every competency's level and comment, Save draft and Submit review
 * (after a confirmation). The typed values live here, not in the query: a failed save (a
 * refusal, a network error) leaves every rating and comment as it was, with the reason shown.
 */
export function ReviewForm({ reportId, competencies, review, onSubmitted }: ReviewFormProps) {
  const s = useStrings().managerReview;
  const client = useOrganizationClient();
  const queryClient = useQueryClient();
  const [draft, setDraft] = useState<ReviewDraft>(() => reviewDraftOf(competencies, review));
  const [problems, setProblems] = useState<ReviewProblems>(NO_PROBLEMS);
  const [pending, setPending] = useState<'draft' | 'submit' | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const [savedAt, setSavedAt] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const summaryRef = useRef<HTMLDivElement>(null);
  const failureRef = useRef<HTMLDivElement>(null);
  const [focusTarget, setFocusTarget] = useState<'problems' | 'failure' | null>(null);

  // The summary of problems (or of a failed save) takes the focus once it is on the page.
  useEffect(() => {
    if (focusTarget === 'problems') summaryRef.current?.focus();
    if (focusTarget === 'failure') failureRef.current?.focus();
    if (focusTarget) setFocusTarget(null);
  }, [focusTarget]);

  const rated = competencies.filter((c) => draft[c.competencyId]?.level !== undefined).length;

  const check = (submit: boolean): boolean => {
    const found = reviewProblemsOf(competencies, draft, submit);
    setProblems(found);
    if (!hasReviewProblems(found)) return true;
    setFailure(null);
    setFocusTarget('problems');
    return false;
  };

  const save = async (submit: boolean) => {
    setPending(submit ? 'submit' : 'draft');
    setFailure(null);
    try {
      const { data } = await client.saveReportReview({
        id: reportId,
        body: { items: reviewItemsOf(competencies, draft), submit },
      });
      setSavedAt(data.updatedAt);
      queryClient.setQueryData<ReviewData>(reviewQueryKey(reportId), (old) =>
        old?.kind === 'ready' ? { ...old, review: data } : old,
      );
      if (data.status === 'submitted') onSubmitted?.(data);
    } catch (error) {
      setFailure(saveFailureText(error, s));
      setFocusTarget('failure');
    } finally {
      setPending(null);
    }
  };

  const update = (competencyId: string, next: ReviewDraft[string]) => {
    const nextDraft = { ...draft, [competencyId]: next };
    setDraft(nextDraft);
    setSavedAt(null);
    // A problem goes away as soon as it is fixed; new ones show at the next save.
    const still = reviewProblemsOf(competencies, nextDraft, true);
    setProblems((p) => ({
      missing: p.missing.filter((title) => still.missing.includes(title)),
      tooLong: p.tooLong.filter((id) => still.tooLong.includes(id)),
    }));
  };

  const busy = pending !== null;
  return (
    <form
      className={styles.form}
      noValidate
      aria-label={s.title}
      onSubmit={(event) => {
        event.preventDefault();
        if (check(true)) setConfirming(true);
      }}
    >
      {competencies.map((c) => (
        <ReviewCompetencyField
          key={c.competencyId}
          competency={c}
          value={draft[c.competencyId] ?? { level: undefined, comment: '' }}
          onChange={(next) => update(c.competencyId, next)}
          missing={problems.missing.includes(c.title)}
          tooLong={problems.tooLong.includes(c.competencyId)}
          disabled={busy}
        />
      ))}
      {hasReviewProblems(problems) ? (
        <div ref={summaryRef} role="alert" tabIndex={-1} className={styles.problems}>
          {problems.missing.length > 0 ? (
            <>
              <p className={styles.problemsTitle}>{s.missingTitle}</p>
              <p className={styles.stateText}>{s.missingIntro}</p>
              <ul className={styles.problemsList}>
                {problems.missing.map((title) => (
                  <li key={title}>{title}</li>
                ))}
              </ul>
            </>
          ) : null}
          {problems.tooLong.length > 0 ? (
            <p className={styles.problemsTitle}>{s.tooLongTitle}</p>
          ) : null}
        </div>
      ) : null}
      {failure ? (
        <div ref={failureRef} role="alert" tabIndex={-1} className={styles.problems}>
          <p className={styles.problemsTitle}>{s.saveFailedTitle}</p>
          <p className={styles.stateText}>{failure}</p>
          <p className={styles.stateText}>{s.inputKept}</p>
        </div>
      ) : null}
      <div className={styles.actions}>
        <p className={styles.note} role="status">
          {savedAt
            ? formatString(s.draftSaved, { time: formatReportTime(savedAt) })
            : formatString(s.progress, { rated, total: competencies.length })}
        </p>
        <div className={styles.buttons}>
          <Button
            type="button"
            variant="secondary"
            pending={pending === 'draft'}
            pendingLabel={s.savingDraft}
            onClick={() => {
              if (!busy && check(false)) void save(false);
            }}
          >
            {s.saveDraft}
          </Button>
          <Button type="submit" pending={pending === 'submit'} pendingLabel={s.submitting}>
            {s.submit}
          </Button>
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={s.confirmTitle}
        description={s.confirmBody}
        cancelLabel={s.confirmCancel}
        confirmLabel={s.confirmSubmit}
        onConfirm={() => {
          // Closed first: the focus goes back to Submit review, which shows the save running,
          // and a failure's message can take it from there.
          setConfirming(false);
          if (!busy) void save(true);
        }}
      />
    </form>
  );
}
