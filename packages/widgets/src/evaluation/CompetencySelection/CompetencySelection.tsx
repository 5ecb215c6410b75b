import type { CareerCategory } from '@rolescope/core';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { MultiSelect } from '../../primitives/MultiSelect';
import { useToast } from '../../primitives/Toast';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';
import { useStrings } from '../../strings/StringsContext';
import type { CompetencyProfile, WizardData } from '../model/types';
import * as styles from './CompetencySelection.css';
import { calculateRequest, firstNoLongerOffered, toOptions } from './selection';
import { useCompetencyOptions } from './useCompetencyOptions';
import { type SelectionField, useSelectionState } from './useSelectionState';

export type CompetencySelectionProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  data: WizardData;
  careerCategory: CareerCategory;
  /**
   * The step 4 technical competence answer (aware, apply, advise, expert); without it the
   * recommended level starts from apply.
   */
  technicalCompetence?: string;
  onGenerated: (profile: CompetencyProfile) => void;
};

/**
 * The competency selection modal: 4 to 6 functional competencies, then domain process,
 * function and competencies; Generate Competency Profile calculates the competency levels.
 */
export function CompetencySelection({
  open,
  onOpenChange,
  data,
  careerCategory,
  technicalCompetence,
  onGenerated,
}: CompetencySelectionProps) {
  const strings = useStrings();
  const s = strings.competencySelection;
  const { client } = useRolescope();
  const { toast } = useToast();
  const ids = useId();
  const state = useSelectionState();
  const { values, touched, validation, domainVisible, domainDisabled } = state;
  const lists = useCompetencyOptions({
    open,
    data,
    careerCategory,
    technicalCompetence,
    values,
    domainVisible,
  });

  const offered = lists.competencies.data;
  const clearIfGone = firstNoLongerOffered(values.competency, offered);
  useEffect(() => {
    if (clearIfGone) state.clear();
  }, [clearIfGone, state.clear]);

  const generate = useMutation({
    mutationKey: rolescopeKey('generateCompetencies'),
    mutationFn: () =>
      client.calculateCompetencyLevel(
        calculateRequest(data, values, technicalCompetence, careerCategory),
      ),
    onSuccess: (res) => onGenerated({ ...values, competencyData: res.data, selectedLevels: {} }),
    onError: () =>
      toast({
        variant: 'destructive',
        title: strings.toasts.competencyFailed.title,
        description: strings.toasts.competencyFailed.description,
      }),
  });

  const errors: Record<SelectionField, string | undefined> = {
    competency: validation.errors.competencies,
    domainProcess: validation.errors.domainProcess,
    domainFunction: validation.errors.domainFunctions,
    domainCompetency: validation.errors.domainCompetencies,
  };
  /** A message shows as an error once the field was changed, as a hint before. */
  const feedback = (field: SelectionField) =>
    touched[field] ? { error: errors[field] } : { hint: errors[field] };
  const field = (
    name: SelectionField,
    label: string,
    items?: readonly { _id: string; name: string }[],
    loading?: boolean,
    exclude?: string[],
  ) => (
    <MultiSelect
      id={`${ids}-${name}`}
      label={label}
      options={toOptions(items, exclude)}
      value={values[name]}
      onChange={(next) => state.change(name, next)}
      loading={loading}
      disabled={name !== 'competency' && domainDisabled}
      required={name === 'competency' || name === 'domainCompetency'}
      {...feedback(name)}
    />
  );

  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      size="lg"
      title={s.title}
      description={s.description}
      dismissable={false}
      footer={
        <>
          <Button variant="secondary" onClick={() => onOpenChange(false)}>
            {s.cancel}
          </Button>
          <Button
            disabled={!validation.valid}
            pending={generate.isPending}
            pendingLabel={s.generatePending}
            onClick={() => generate.mutate()}
          >
            {s.generate}
          </Button>
        </>
      }
    >
      <div className={styles.form}>
        <fieldset className={styles.section}>
          <legend className={styles.legend}>{s.functionalSection}</legend>
          {field('competency', s.competencies, offered, lists.competencies.isLoading)}
        </fieldset>
        {domainVisible ? (
          <fieldset className={styles.section} disabled={domainDisabled}>
            <legend className={styles.legend}>{s.domainSection}</legend>
            {field(
              'domainProcess',
              s.domainProcess,
              lists.domainProcesses.data,
              lists.domainProcesses.isLoading,
            )}
            {field(
              'domainFunction',
              s.domainFunction,
              lists.domainFunctions.data,
              lists.domainFunctions.isLoading,
            )}
            {field(
              'domainCompetency',
              s.domainCompetencies,
              lists.domainCompetencies.data,
              lists.domainCompetencies.isLoading,
              values.competency,
            )}
          </fieldset>
        ) : null}
      </div>
    </Dialog>
  );
}
