import { degrees } from '@rolescope/core/options';
import { useId } from 'react';
import type { RoleDetailsValues, StepProps } from '../../model/evaluation/types';
import { MultiSelect } from '../../primitives/MultiSelect';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { useStrings } from '../../strings/StringsContext';
import { OptionsGate } from '../../wizard/OptionsGate';
import { CountField, errorNode } from './fields';
import * as styles from './RoleDetailsStep.css';
import { RoleObjectiveField } from './RoleObjectiveField';
import {
  errorsByField,
  TIERS,
  tierOptions,
  withDegreeDefault,
  withIndustryCategory,
} from './roleDetailsLogic';
import { TierBlock } from './TierBlock';
import { useRoleDetailsForm } from './useRoleDetailsForm';
import { useRoleDetailsOptions } from './useRoleDetailsOptions';

export type RoleDetailsStepProps = StepProps<RoleDetailsValues>;

const INFO_DELAY_MS = 300;
const degreeOptions = degrees.map((d) => ({ value: d.id, label: d.label }));

/**
 * Step 1 of the wizard (controlled): the role, its industry, job families and functions,
 * and the campus-hiring tiers. Rules and messages are core's `roleDetailsFormSchema`, checked by
 * react-hook-form (`useRoleDetailsForm`); the pay fields are re-checked 300 ms after the last
 * change. Completion: `isRoleDetailsStepComplete`.
 */
export function RoleDetailsStep({ value: rawValue, onChange }: RoleDetailsStepProps) {
  const s = useStrings().roleDetailsStep;
  const baseId = `rs-role-${useId().replace(/:/g, '')}`;
  const value = withDegreeDefault(rawValue);
  const options = useRoleDetailsOptions(value);
  const form = useRoleDetailsForm(value);
  const errors = errorsByField(form.formState.errors);
  const update = (patch: Partial<RoleDetailsValues>) => onChange({ ...value, ...patch });
  const id = (f: string) => `${baseId}-${f}`;

  const setProcess = (process: string[]) => {
    // Functions of a job family no longer chosen go with it.
    const currentFunction = (value.currentFunction ?? []).filter((f) => {
      const family = options.functionProcess.get(f);
      return family === undefined || process.includes(family);
    });
    update({ process, currentFunction });
  };

  return (
    <div className={styles.form}>
      <div className={styles.grid}>
        <OptionsGate label={s.industryCategory} required {...options.categoriesGate}>
          <Select
            id={id('industryCategory')}
            label={s.industryCategory}
            required
            info={s.industryCategoryInfo}
            infoDelay={INFO_DELAY_MS}
            options={options.categories}
            value={value.industryCategory ?? null}
            onChange={(category) => onChange(withIndustryCategory(value, category))}
          />
        </OptionsGate>
        <Select
          id={id('currentIndustry')}
          label={s.currentIndustry}
          required
          options={options.currentIndustries}
          disabled={!value.industryCategory}
          value={value.currentIndustry ?? null}
          onChange={(currentIndustry) => update({ currentIndustry })}
        />
        <TextField
          id={id('currentCompany')}
          label={s.company}
          required
          autoComplete="organization"
          value={value.currentCompany ?? ''}
          onChange={(e) => update({ currentCompany: e.target.value })}
        />
        <OptionsGate label={s.jobFamily} required {...options.jobFamiliesGate}>
          <MultiSelect
            id={id('process')}
            label={s.jobFamily}
            required
            info={s.jobFamilyInfo}
            options={options.jobFamilies}
            loading={options.jobFamiliesLoading}
            disabled={!value.industryCategory}
            value={value.process ?? []}
            error={errorNode(errors.process)}
            onChange={setProcess}
          />
        </OptionsGate>
        <OptionsGate label={s.function} required {...options.functionsGate}>
          <MultiSelect
            id={id('currentFunction')}
            label={s.function}
            required
            info={s.functionInfo}
            options={options.functions}
            loading={options.functionsLoading}
            disabled={!value.process?.length}
            value={value.currentFunction ?? []}
            error={errorNode(errors.currentFunction)}
            onChange={(currentFunction) => update({ currentFunction })}
          />
        </OptionsGate>
        <TextField
          id={id('role')}
          label={s.role}
          required
          value={value.role ?? ''}
          onChange={(e) => update({ role: e.target.value })}
        />
        <CountField
          id={id('openPositions')}
          label={s.openPositions}
          required
          value={value.openPositions}
          error={errorNode(errors.openPositions)}
          onChange={(openPositions) => update({ openPositions })}
        />
        <MultiSelect
          id={id('degree')}
          label={s.degree}
          required
          disabled
          options={degreeOptions}
          value={value.degree ?? []}
          onChange={(degree) => update({ degree })}
        />
        <Select
          id={id('experience')}
          label={s.experience}
          required
          options={options.experience}
          value={value.experience ?? null}
          onChange={(experience) => update({ experience })}
        />
      </div>
      {TIERS.map((tier) => (
        <TierBlock
          key={tier}
          tier={tier}
          baseId={baseId}
          value={value}
          institutes={tierOptions(options.institutes, value, tier)}
          errors={errors}
          onChange={update}
        />
      ))}
      <RoleObjectiveField
        id={id('description')}
        value={value.description ?? ''}
        error={errorNode(errors.description)}
        onChange={(description) => update({ description })}
      />
    </div>
  );
}
