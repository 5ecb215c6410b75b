import type { RoleDetailsValues, TierKey } from '../../model/evaluation/types';
import { MultiSelect, type MultiSelectOption } from '../../primitives/MultiSelect';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import { errorNode, MoneyField, PercentField } from './fields';
import * as styles from './RoleDetailsStep.css';
import type { FieldErrors, PayField } from './roleDetailsLogic';

export type TierBlockProps = {
  tier: TierKey;
  baseId: string;
  value: RoleDetailsValues;
  /** The institutes this tier may offer (those of the other tiers removed). */
  institutes: readonly MultiSelectOption[];
  errors: FieldErrors;
  onChange: (patch: Partial<RoleDetailsValues>) => void;
};

const payLabel = { ctc: 'ctc', ESOP: 'esop', benifits: 'benefits', variable: 'variable' } as const;

/** One institute tier, with what the tier means: institutes, CTC, ESOP, benefits, variable and pre-placement offers. */
export function TierBlock({ tier, baseId, value, institutes, errors, onChange }: TierBlockProps) {
  const s = useStrings().roleDetailsStep;
  const n = tier.slice(4);
  const id = (f: string) => `${baseId}-${tier}-${f}`;
  const pay = (f: PayField) => {
    const key = `${tier}-${f}` as const;
    return (
      <MoneyField
        key={f}
        id={id(f)}
        label={s[payLabel[f]]}
        required={f === 'ctc'}
        value={value[key]}
        error={errorNode(errors[key as keyof FieldErrors])}
        onChange={(next) => onChange({ [key]: next })}
      />
    );
  };
  // The tier's one-line meaning, under its institutes and describing the whole block.
  const explanation = s.tierExplanations[tier];
  return (
    <fieldset className={styles.fieldset} aria-describedby={`${id('institutes')}-hint`}>
      <legend className={styles.legend}>{formatString(s.tierLegend, { n })}</legend>
      <div className={styles.grid}>
        <MultiSelect
          id={id('institutes')}
          className={styles.wide}
          label={formatString(s.tierInstitutes, { n })}
          required
          loadMore
          hint={explanation}
          options={institutes}
          value={value[tier] ?? []}
          onChange={(next) => onChange({ [tier]: next })}
        />
        {pay('ctc')}
        {pay('ESOP')}
        {pay('benifits')}
        {pay('variable')}
        <PercentField
          id={id('recruitedinterns')}
          label={s.recruitedInterns}
          required
          hint={s.recruitedInternsInfo}
          value={value[`${tier}-recruitedinterns`]}
          error={errorNode(errors[`${tier}-recruitedinterns`])}
          onChange={(next) => onChange({ [`${tier}-recruitedinterns`]: next })}
        />
      </div>
    </fieldset>
  );
}
