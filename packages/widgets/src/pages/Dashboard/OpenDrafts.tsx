import type { ReportSummary } from '@rolescope/core';
import { useId } from 'react';
import { formatReportDate, formatReportTime, summaryRole } from '../../model/reports/reportFormat';
import { Button } from '../../primitives/Button';
import { formatString } from '../../strings';
import type { Strings } from '../../strings/en';
import { PageCard } from '../shared/PageCard';
import * as page from '../shared/page.css';
import * as styles from './Dashboard.css';

/** How many drafts the card lists: the page's main actions stay above the fold. */
const DRAFTS_SHOWN = 3;

export type OpenDraftsProps = {
  /** The open drafts, newest first (the card lists the first `DRAFTS_SHOWN`). */
  drafts: readonly ReportSummary[];
  /** "See all": the history, where every draft is. */
  onSeeAll: () => void;
  texts: Strings['dashboard'];
  /** Continue: resume the draft where it was left. */
  onContinue: (draft: ReportSummary) => void;
  /** The pointer or focus is on a draft's Continue: read it ahead of the click. */
  onPrefetch?: (draft: ReportSummary) => void;
  /** The id of the draft being opened (its Continue shows pending). */
  resuming?: string | null;
};

/** The draft's name: its role (a career draft's target role), else "Untitled draft". */
const draftName = (draft: ReportSummary, untitled: string): string =>
  summaryRole(draft) || untitled;

/**
 * The open drafts card: the newest few, each by name, step and last save (date and time), with
 * Continue; when there are more, a link to the history, which lists them all.
 */
export function OpenDrafts({
  drafts,
  onSeeAll,
  texts,
  onContinue,
  onPrefetch,
  resuming = null,
}: OpenDraftsProps) {
  const id = useId();
  return (
    <PageCard titleId={`${id}-drafts`} title={texts.draftsTitle} titleClassName={styles.cardTitle}>
      <p className={page.muted}>{texts.draftsText}</p>
      <ul className={styles.draftList}>
        {drafts.slice(0, DRAFTS_SHOWN).map((draft) => {
          const nameId = `${id}-${draft._id}`;
          return (
            <li key={draft._id} className={styles.draftItem}>
              <div>
                <p id={nameId} className={styles.draftName}>
                  {draftName(draft, texts.untitledDraft)}
                </p>
                <p className={page.muted}>
                  {draft.step !== undefined
                    ? `${formatString(texts.draftStep, { step: draft.step })} · `
                    : null}
                  {formatString(texts.draftSaved, {
                    date: formatReportDate(draft.updatedAt || draft.createdAt),
                    time: formatReportTime(draft.updatedAt || draft.createdAt),
                  })}
                </p>
              </div>
              <Button
                variant="secondary"
                pending={resuming === draft._id}
                onClick={() => onContinue(draft)}
                onPointerEnter={() => onPrefetch?.(draft)}
                onFocus={() => onPrefetch?.(draft)}
                aria-describedby={nameId}
              >
                {texts.continueDraft}
              </Button>
            </li>
          );
        })}
      </ul>
      {drafts.length > DRAFTS_SHOWN ? (
        <a
          href="/reports-history"
          className={styles.seeAll}
          onClick={(event) => {
            // A modified or non-primary click keeps the browser's own behaviour (new tab).
            if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey) return;
            event.preventDefault();
            onSeeAll();
          }}
        >
          {formatString(texts.draftsMore, { count: drafts.length })}
        </a>
      ) : null}
    </PageCard>
  );
}
