import { careerGoalFormSchema } from '@rolescope/core';
import { careerTimeFrames, MAX_MOTIVATION_LENGTH } from '@rolescope/core/contract';
import { TARGET_ROLE_MAX_LENGTH } from '@rolescope/core/validation';
import { useId, useMemo } from 'react';
import {
  type CareerBaseline,
  type GoalValues,
  type QuickCheckValues,
  targetsAbove,
} from '../../../model/career/careerModel';
import { Select } from '../../../primitives/Select';
import { TextField } from '../../../primitives/TextField';
import * as fieldStyles from '../../../primitives/TextField/TextField.css';
import { formatString } from '../../../strings/mergeStrings';
import { useStrings } from '../../../strings/StringsContext';
import { useStepForm } from '../../../wizard/useStepForm';
import { QuickCheck } from '../QuickCheck';
import * as styles from './GoalStep.css';
import { TargetSkills } from './TargetSkills';

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

/**
 * Step 1, Career Goal Setting: where the user stands (the latest competency report, or the
 * quick check), then the target role and level (only the levels above the current one are
 * offered; at the top level it says so instead), the skills the chosen level needs, the time
 * frame and the motivation. The rules are core's `careerGoalFormSchema` (with the localized
 * below-current message), checked by react-hook-form (`useStepForm`); a field's messages show
 * once it has an answer, and what was typed stays.
 */
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
  const id = useId();
  const currentCareerLevel = baseline?.careerLevel ?? null;
  const schema = useMemo(
    () =>
      careerGoalFormSchema({
        currentCareerLevel,
        messages: { targetBelowCurrent: s.targetBelowCurrent },
      }),
    [currentCareerLevel, s.targetBelowCurrent],
  );
  const { messagesOf } = useStepForm(schema, value);
  const error = (field: keyof GoalValues) => messagesOf(field)?.join(' ');
  const motivationError = error('motivation');
  const set = <K extends keyof GoalValues>(key: K, next: GoalValues[K]) =>
    onChange({ ...value, [key]: next });
  const targets = targetsAbove(baseline);
  const atTop = currentCareerLevel !== null && targets.length === 0;

  return (
    <div className={styles.root}>
      <section className={styles.card} aria-labelledby={`${id}-current`}>
        <h3 id={`${id}-current`} className={styles.cardTitle}>
          {s.currentPosition}
        </h3>
        {quickCheck ? <QuickCheck value={quickCheckValues} onChange={onQuickCheckChange} /> : null}
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
          maxLength={TARGET_ROLE_MAX_LENGTH}
          value={value.targetRole}
          error={error('targetRole')}
          onChange={(e) => set('targetRole', e.target.value)}
        />
        {atTop ? (
          <div className={fieldStyles.field}>
            <span className={fieldStyles.label}>{s.targetLevel}</span>
            <p role="status" className={styles.muted}>
              {formatString(s.atTopLevel, { level: currentCareerLevel })}
            </p>
          </div>
        ) : (
          <Select
            label={s.targetLevel}
            required
            options={targets.map((t) => ({
              value: String(t.careerLevel),
              label: formatString(s.targetLevelOption, {
                level: t.careerLevel,
                category: categories[t.category],
              }),
            }))}
            value={value.targetCareerLevel === null ? null : String(value.targetCareerLevel)}
            onChange={(level) => set('targetCareerLevel', Number(level))}
            hint={
              currentCareerLevel === null
                ? undefined
                : formatString(s.targetLevelHint, { level: currentCareerLevel })
            }
            error={error('targetCareerLevel')}
          />
        )}
        <Select
          label={s.timeFrame}
          required
          options={careerTimeFrames.map((t) => ({ value: t, label: s.timeFrames[t] }))}
          value={value.timeFrame || null}
          error={error('timeFrame')}
          onChange={(t) => set('timeFrame', t as GoalValues['timeFrame'])}
        />
      </div>

      {value.targetCareerLevel !== null && !atTop && !error('targetCareerLevel') ? (
        <TargetSkills baseline={baseline} targetCareerLevel={value.targetCareerLevel} />
      ) : null}

      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={`${id}-motivation`}>
          {s.motivation}
        </label>
        <textarea
          id={`${id}-motivation`}
          className={styles.textarea}
          maxLength={MAX_MOTIVATION_LENGTH}
          value={value.motivation}
          aria-invalid={motivationError ? true : undefined}
          aria-describedby={
            motivationError ? `${id}-counter ${id}-motivation-error` : `${id}-counter`
          }
          onChange={(e) => set('motivation', e.target.value.slice(0, MAX_MOTIVATION_LENGTH))}
        />
        <p id={`${id}-counter`} className={styles.counter}>
          {formatString(s.motivationCounter, {
            count: value.motivation.length,
            max: MAX_MOTIVATION_LENGTH,
          })}
        </p>
        {motivationError ? (
          <p id={`${id}-motivation-error`} className={fieldStyles.error}>
            {motivationError}
          </p>
        ) : null}
      </div>
    </div>
  );
}
