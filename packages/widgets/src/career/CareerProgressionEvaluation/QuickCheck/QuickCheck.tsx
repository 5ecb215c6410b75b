import { responsibilityQuestions } from '@rolescope/core/options';
import { responsibilityScore } from '@rolescope/core/scoring';
import { catalogOptions, useRoleCatalog } from '../../../evaluation';
import {
  MAX_QUICK_CHECK_FUNCTIONS,
  type QuickCheckValues,
} from '../../../model/career/careerModel';
import { MultiSelect } from '../../../primitives/MultiSelect';
import { Select } from '../../../primitives/Select';
import { formatString } from '../../../strings/mergeStrings';
import { useStrings } from '../../../strings/StringsContext';
import { OptionsGate, queryGate } from '../../../wizard/OptionsGate';
import { QuestionStep } from '../../../wizard/QuestionStep';
import * as styles from './QuickCheck.css';

export type QuickCheckProps = {
  value: QuickCheckValues;
  onChange: (next: QuickCheckValues) => void;
};

/**
 * The quick job-size check, for a user without a completed competency report: the industry
 * category, job family and function(s) (from the catalog endpoints: which competencies apply)
 * and the five responsibility questions (the job size, estimated by core's `estimateJobSize`).
 * A new industry clears the job family and functions; a new job family clears the functions.
 * Each catalog list shows a pending state while it loads and Retry when it fails.
 */
export function QuickCheck({ value, onChange }: QuickCheckProps) {
  const s = useStrings().careerEvaluation;
  const category = value.industryCategory;
  const {
    categories: industries,
    jobFamilies: families,
    functions,
  } = useRoleCatalog(category, value.jobFamily ? [value.jobFamily] : []);
  const tooMany = value.functions.length > MAX_QUICK_CHECK_FUNCTIONS;
  const max = { max: MAX_QUICK_CHECK_FUNCTIONS };

  return (
    <div className={styles.root}>
      <p className={styles.muted}>{s.quickCheckIntro}</p>
      <div className={styles.grid}>
        <OptionsGate label={s.industryCategory} required {...queryGate(industries)}>
          <Select
            label={s.industryCategory}
            required
            options={catalogOptions(industries.data?.data)}
            value={category || null}
            onChange={(industryCategory) =>
              onChange({ ...value, industryCategory, jobFamily: '', functions: [] })
            }
          />
        </OptionsGate>
        <OptionsGate label={s.jobFamily} required {...queryGate(families)}>
          <Select
            label={s.jobFamily}
            required
            disabled={category === ''}
            options={catalogOptions(families.data?.data)}
            value={value.jobFamily || null}
            onChange={(jobFamily) => onChange({ ...value, jobFamily, functions: [] })}
          />
        </OptionsGate>
      </div>
      <OptionsGate label={s.functions} required {...queryGate(functions)}>
        <MultiSelect
          label={s.functions}
          required
          disabled={!value.jobFamily}
          loading={functions.isFetching}
          options={catalogOptions(functions.data?.data)}
          value={value.functions}
          onChange={(next) => onChange({ ...value, functions: next })}
          hint={formatString(s.functionsHint, max)}
          error={tooMany ? formatString(s.functionsError, max) : undefined}
        />
      </OptionsGate>
      <h4 className={styles.title}>{s.quickCheckTitle}</h4>
      <QuestionStep
        questions={responsibilityQuestions}
        value={value.answers}
        onChange={(answers) => onChange({ ...value, answers: answers as Record<string, string> })}
        score={responsibilityScore}
      />
    </div>
  );
}
