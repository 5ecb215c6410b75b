import { organizationDetailsFormSchema } from '@rolescope/core';
import {
  customerScopes,
  employeeBands,
  managementLevels,
  revenueBands,
} from '@rolescope/core/options';
import { useId } from 'react';
import type { OrganizationDetailsValues, StepProps } from '../../model/evaluation/types';
import { Select } from '../../primitives/Select';
import { useStrings } from '../../strings/StringsContext';
import { useStepForm } from '../../wizard/useStepForm';
import * as styles from './OrganizationDetailsStep.css';
import { organizationScoreOf, withManagementDefault } from './organizationLogic';
import { RadioGroup } from './RadioGroup';

export type OrganizationDetailsStepProps = StepProps<OrganizationDetailsValues>;

const toOptions = (list: readonly { id: string; label: string; disabled?: boolean }[]) =>
  list.map((o) => ({ value: o.id, label: o.label, disabled: o.disabled }));
const levelOptions = toOptions(managementLevels);
const scopeOptions = toOptions(customerScopes);
const employeeOptions = toOptions(employeeBands);
const revenueOptions = toOptions(revenueBands);

/**
 * Step 2 of the wizard (controlled): management level (top and senior shown disabled,
 * middle by default), customer/office scope, employee count and annual revenue. Once
 * complete it shows the organisation score and its multiplier for `industryCategory`. The
 * rules are core's `organizationDetailsFormSchema`, checked by react-hook-form (`useStepForm`);
 * completion: `isOrganizationDetailsComplete`.
 */
export function OrganizationDetailsStep({
  value: rawValue,
  onChange,
  industryCategory,
}: OrganizationDetailsStepProps) {
  const s = useStrings().organizationDetailsStep;
  const baseId = `rs-org-${useId().replace(/:/g, '')}`;
  const value = withManagementDefault(rawValue);
  const { messagesOf } = useStepForm(organizationDetailsFormSchema, value);
  const update = (patch: Partial<OrganizationDetailsValues>) => onChange({ ...value, ...patch });
  const score = organizationScoreOf(value, industryCategory);
  return (
    <div className={styles.form}>
      <RadioGroup
        name={`${baseId}-managementLevel`}
        legend={s.managementLevel}
        required
        options={levelOptions}
        value={value.managementLevel}
        error={messagesOf('managementLevel')}
        onChange={(managementLevel) => update({ managementLevel })}
      />
      <RadioGroup
        name={`${baseId}-customerScope`}
        legend={s.customerScope}
        required
        options={scopeOptions}
        value={value.customerScope}
        error={messagesOf('customerScope')}
        onChange={(customerScope) => update({ customerScope })}
      />
      <div className={styles.grid}>
        <Select
          id={`${baseId}-employees`}
          label={s.employees}
          required
          options={employeeOptions}
          value={value.employees ?? null}
          error={messagesOf('employees')?.join(' ')}
          onChange={(employees) => update({ employees })}
        />
        <Select
          id={`${baseId}-revenue`}
          label={s.revenue}
          required
          options={revenueOptions}
          value={value.revenue ?? null}
          error={messagesOf('revenue')?.join(' ')}
          onChange={(revenue) => update({ revenue })}
        />
      </div>
      <div role="status" aria-live="polite">
        {score ? (
          <dl className={styles.score}>
            <div className={styles.scoreItem}>
              <dt className={styles.scoreTerm}>{s.totalScore}</dt>
              <dd className={styles.scoreValue}>{score.totalScore}</dd>
            </div>
            <div className={styles.scoreItem}>
              <dt className={styles.scoreTerm}>{s.scoreMultiplier}</dt>
              <dd className={styles.scoreValue}>{score.scoreMultiplier}</dd>
            </div>
          </dl>
        ) : null}
      </div>
    </div>
  );
}
