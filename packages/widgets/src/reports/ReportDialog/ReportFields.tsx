import {
  type CompetencyLevels,
  levelComparisonText,
  proficiencyLevelName,
} from '../../model/reports/levelComparison';
import type {
  AnsweredQuestion,
  ChosenCompetency,
  ReportField,
} from '../../model/reports/reportContent';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import { visuallyHidden } from '../../theme/theme.css';
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

/**
 * Each competency with its chosen level (number and name), its recommended level and how the
 * two compare, read-only.
 */
export function CompetencyList({
  items,
  technicalCompetence,
  levels = [],
}: {
  items: readonly ChosenCompetency[];
  technicalCompetence: string;
  /** The chosen and recommended level of each competency, by step (`competencyLevelsOf`). */
  levels?: readonly CompetencyLevels[];
}) {
  const strings = useStrings();
  const { reportDialog: s, levelComparison: c } = strings;
  const level = (n: number) =>
    formatString(s.levelName, { level: n, name: proficiencyLevelName(n, strings) || n });
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
          {items.map((item) => {
            const recommended = levels.find((l) => l.step === item.step)?.recommended ?? 0;
            return (
              <li key={`${item.step}-${item.title}`} className={styles.question}>
                <p className={styles.questionTitle}>{item.title}</p>
                {item.reference ? (
                  <p className={styles.answer}>
                    <span className={styles.answerLabel}>{s.reference}: </span>
                    {item.reference}
                  </p>
                ) : null}
                {item.description ? (
                  <p className={styles.questionText}>{item.description}</p>
                ) : null}
                <p className={styles.answer}>
                  <span className={styles.answerLabel}>{s.chosenLevel}: </span>
                  {item.level > 0 ? level(item.level) : s.notAvailable}
                  {item.levelReference ? ` (${s.reference}: ${item.levelReference})` : null}
                </p>
                {recommended > 0 ? (
                  <p className={styles.answer}>
                    <span className={styles.answerLabel}>{c.recommendedLevel}: </span>
                    {level(recommended)}
                  </p>
                ) : null}
                {item.level > 0 && recommended > 0 ? (
                  <p className={styles.comparison}>
                    {levelComparisonText(item.level, recommended, c)}
                  </p>
                ) : null}
                {item.level > 0 ? (
                  <p className={styles.questionText}>{item.levelDescription || s.notAvailable}</p>
                ) : null}
              </li>
            );
          })}
        </ul>
      )}
    </>
  );
}
