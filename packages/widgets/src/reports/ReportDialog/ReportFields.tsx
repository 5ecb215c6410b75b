import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import { visuallyHidden } from '../../theme/theme.css';
import type { AnsweredQuestion, ChosenCompetency, ReportField } from '../shared/reportContent';
import * as styles from './ReportDialog.css';

/** Labelled read-only values; required ones carry a star; empty ones read N/A. */
export function FieldList({ fields }: { fields: readonly ReportField[] }) {
  const { reportDialog: s, common } = useStrings();
  return (
    <dl className={styles.fields}>
      {fields.map((f) => (
        <div key={f.key} className={styles.fieldRow}>
          <dt className={styles.fieldLabel}>
            {f.label}
            {f.required ? (
              <>
                <span className={styles.required} aria-hidden="true">
                  {s.requiredMark}
                </span>
                <span className={visuallyHidden}> ({common.required})</span>
              </>
            ) : null}
          </dt>
          <dd className={styles.fieldValue}>{f.value || s.notAvailable}</dd>
        </div>
      ))}
    </dl>
  );
}

/** Questions with their description and the chosen answer's label (or N/A). */
export function QuestionList({ questions }: { questions: readonly AnsweredQuestion[] }) {
  const { reportDialog: s } = useStrings();
  return (
    <ul className={styles.questions}>
      {questions.map((q) => (
        <li key={q.id} className={styles.question}>
          <p className={styles.questionTitle}>{q.title}</p>
          {q.description ? <p className={styles.questionText}>{q.description}</p> : null}
          <p className={styles.answer}>
            <span className={styles.answerLabel}>{s.chosenAnswer}: </span>
            {q.answer || s.notAvailable}
          </p>
        </li>
      ))}
    </ul>
  );
}

/** Each competency with its chosen level, read-only. */
export function CompetencyList({
  items,
  technicalCompetence,
}: {
  items: readonly ChosenCompetency[];
  technicalCompetence: string;
}) {
  const { reportDialog: s } = useStrings();
  return (
    <>
      <dl className={styles.fields}>
        <div className={styles.fieldRow}>
          <dt className={styles.fieldLabel}>{s.technicalCompetence}</dt>
          <dd className={styles.fieldValue}>{technicalCompetence}</dd>
        </div>
      </dl>
      {items.length === 0 ? (
        <p className={styles.questionText}>{s.notAvailable}</p>
      ) : (
        <ul className={styles.questions}>
          {items.map((c) => (
            <li key={`${c.step}-${c.title}`} className={styles.question}>
              <p className={styles.questionTitle}>{c.title}</p>
              {c.description ? <p className={styles.questionText}>{c.description}</p> : null}
              <p className={styles.answer}>
                <span className={styles.answerLabel}>{s.chosenLevel}: </span>
                {c.level > 0
                  ? formatString(s.levelName, { level: c.level, name: c.levelName || c.level })
                  : s.notAvailable}
              </p>
              {c.level > 0 ? (
                <p className={styles.questionText}>{c.levelDescription || s.notAvailable}</p>
              ) : null}
            </li>
          ))}
        </ul>
      )}
    </>
  );
}
