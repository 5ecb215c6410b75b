import {
  careerLevelTargets,
  careerTimeFrames,
  MAX_MOTIVATION_LENGTH,
  responsibilityQuestions,
  responsibilityScore,
} from '@rolescope/core';
import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { QuestionStep } from '../../../evaluation/EvaluationWizard/QuestionStep';
import { Select } from '../../../primitives/Select';
import { TextField } from '../../../primitives/TextField';
import * as fieldStyles from '../../../primitives/TextField/TextField.css';
import { useRolescope } from '../../../provider/useRolescope';
import { formatString } from '../../../strings/mergeStrings';
import { useStrings } from '../../../strings/StringsContext';
import type { CareerBaseline, GoalValues } from '../careerModel';
import * as styles from './GoalStep.css';

export type QuickCheckValues = { industryCategory: string; answers: Record<string, string> };

export type GoalStepProps = {
  /** The current position (from the latest report or the quick check), or null. */
  baseline: CareerBaseline | null;
  /** True when the user has no completed report: the quick job-size check is shown. */
  quickCheck: boolean;
  quickCheckValues: QuickCheckValues;
  onQuickCheckChange: (next: QuickCheckValues) => void;
  value: GoalValues;
  onChange: (next: GoalValues) => void;
};

/** Step 1, Career Goal Setting: where the user stands, then the target, time frame and motivation. */
export function GoalStep({
  baseline,
  quickCheck,
  quickCheckValues,
  onQuickCheckChange,
  value,
  onChange,
}: GoalStepProps) {
  const strings = useStrings();
  const s = strings.careerEvaluation;
  const categories = strings.wizard.categories;
  const { client } = useRolescope();
  const id = useId();
  const industries = useQuery({
    queryKey: ['fetchIndustryCategories'],
    queryFn: ({ signal }) => client.getIndustryCategories({ signal }),
    enabled: quickCheck,
  });
  const set = <K extends keyof GoalValues>(key: K, next: GoalValues[K]) =>
    onChange({ ...value, [key]: next });

  return (
    <div className={styles.root}>
      <section className={styles.card} aria-labelledby={`${id}-current`}>
        <h3 id={`${id}-current`} className={styles.cardTitle}>
          {s.currentPosition}
        </h3>
        {quickCheck ? (
          <>
            <p className={styles.muted}>{s.quickCheckIntro}</p>
            <Select
              label={s.industryCategory}
              required
              options={(industries.data?.data ?? []).map((c) => ({ value: c._id, label: c.name }))}
              value={quickCheckValues.industryCategory || null}
              onChange={(industryCategory) =>
                onQuickCheckChange({ ...quickCheckValues, industryCategory })
              }
            />
            <h4 className={styles.cardTitle}>{s.quickCheckTitle}</h4>
            <QuestionStep
              questions={responsibilityQuestions}
              value={quickCheckValues.answers}
              onChange={(answers) =>
                onQuickCheckChange({
                  ...quickCheckValues,
                  answers: answers as Record<string, string>,
                })
              }
              score={responsibilityScore}
            />
          </>
        ) : null}
        {baseline ? (
          <>
            <p className={styles.muted}>
              {baseline.source === 'report'
                ? formatString(s.fromReport, { role: baseline.role ?? s.notSet })
                : s.estimated}
            </p>
            <dl className={styles.facts}>
              <dt className={styles.term}>{s.currentLevel}</dt>
              <dd className={styles.definition}>{baseline.careerLevel}</dd>
              <dt className={styles.term}>{s.currentCategory}</dt>
              <dd className={styles.definition}>{categories[baseline.category]}</dd>
            </dl>
          </>
        ) : null}
      </section>

      <div className={styles.grid}>
        <TextField
          label={s.targetRole}
          required
          maxLength={200}
          value={value.targetRole}
          onChange={(e) => set('targetRole', e.target.value)}
        />
        <Select
          label={s.targetLevel}
          required
          options={careerLevelTargets.map((t) => ({
            value: String(t.careerLevel),
            label: formatString(s.targetLevelOption, {
              level: t.careerLevel,
              category: categories[t.category],
            }),
          }))}
          value={value.targetCareerLevel === null ? null : String(value.targetCareerLevel)}
          onChange={(level) => set('targetCareerLevel', Number(level))}
        />
        <Select
          label={s.timeFrame}
          required
          options={careerTimeFrames.map((t) => ({ value: t, label: s.timeFrames[t] }))}
          value={value.timeFrame || null}
          onChange={(t) => set('timeFrame', t as GoalValues['timeFrame'])}
        />
      </div>

      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={`${id}-motivation`}>
          {s.motivation}
        </label>
        <textarea
          id={`${id}-motivation`}
          className={styles.textarea}
          maxLength={MAX_MOTIVATION_LENGTH}
          value={value.motivation}
          aria-describedby={`${id}-counter`}
          onChange={(e) => set('motivation', e.target.value.slice(0, MAX_MOTIVATION_LENGTH))}
        />
        <p id={`${id}-counter`} className={styles.counter}>
          {formatString(s.motivationCounter, {
            count: value.motivation.length,
            max: MAX_MOTIVATION_LENGTH,
          })}
        </p>
      </div>
    </div>
  );
}
