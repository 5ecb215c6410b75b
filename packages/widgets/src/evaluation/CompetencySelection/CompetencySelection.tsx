import type { CareerCategory } from '@rolescope/core/contract';
import { type UseQueryResult, useMutation } from '@tanstack/react-query';
import { useEffect, useId } from 'react';
import {
  calculateRequest,
  firstNoLongerOffered,
  toOptions,
} from '../../model/competencies/selection';
import type { CompetencyProfile, WizardData } from '../../model/evaluation/types';
import { humanizeSlug } from '../../model/reports/labels';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { MultiSelect } from '../../primitives/MultiSelect';
import { useToast } from '../../primitives/Toast';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import { OptionsGate, queryGate } from '../../wizard/OptionsGate';
import { CompetencyPicker } from '../CompetencyPicker';
import { useRoleCatalog } from '../RoleDetailsStep/useRoleCatalog';
import * as styles from './CompetencySelection.css';
import { useCompetencyOptions } from './useCompetencyOptions';
import {
  checkSelection,
  offeredDomainCompetencies,
  type SelectionField,
  useSelectionState,
} from './useSelectionState';

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
 * The competency selection modal: 4 to 6 functional competencies (grouped by function,
 * searchable, the chosen ones first: `CompetencyPicker`), then domain process, function and
 * competencies, each explained in one line; every list shows a pending state while it loads
 * and Retry when it fails. Generate Competency Profile calculates the competency levels.
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
  const { values, touched, domainVisible, domainDisabled } = state;
  const lists = useCompetencyOptions({
    open,
    data,
    careerCategory,
    technicalCompetence,
    values,
    domainVisible,
  });
  const { validation, count } = checkSelection(values, offeredDomainCompetencies(values, lists));

  const offered = lists.competencies.data;
  // The function names of the group headings: step 1's catalog call (cached).
  const { functions } = useRoleCatalog(
    data.details.industryCategory ?? '',
    data.details.process ?? [],
  );
  const functionNames = new Map((functions.data?.data ?? []).map((f) => [f._id, f.name]));
  const functionName = (fn: string) => functionNames.get(fn) ?? humanizeSlug(fn);
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
  const explanations: Partial<Record<SelectionField, string>> = {
    domainProcess: s.domainProcessInfo,
    domainFunction: s.domainFunctionInfo,
    domainCompetency: s.domainCompetenciesInfo,
  };
  /**
   * A message shows as an error once the field was changed, as a hint before; a domain
   * field's one-line explanation follows as its hint.
   */
  const feedback = (field: SelectionField) => {
    const message = errors[field];
    const explanation = explanations[field];
    if (touched[field]) return { error: message, hint: explanation };
    return { hint: [message, explanation].filter(Boolean).join(' ') || undefined };
  };
  const required = (name: SelectionField) => name === 'competency' || name === 'domainCompetency';
  const field = (
    name: Exclude<SelectionField, 'competency'>,
    label: string,
    query: UseQueryResult<readonly { _id: string; name: string }[]>,
    exclude?: string[],
  ) => (
    <OptionsGate label={label} required={required(name)} {...queryGate(query)}>
      <MultiSelect
        id={`${ids}-${name}`}
        label={label}
        options={toOptions(query.data, exclude)}
        value={values[name]}
        onChange={(next) => state.change(name, next)}
        loading={query.isFetching}
        disabled={domainDisabled}
        required={required(name)}
        {...feedback(name)}
      />
    </OptionsGate>
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
        {/* One label for the one field: the picker's own legend names the section too. */}
        <div className={styles.section}>
          <OptionsGate label={s.functionalSection} required {...queryGate(lists.competencies)}>
            <CompetencyPicker
              id={`${ids}-competency`}
              label={s.functionalSection}
              required
              options={offered ?? []}
              value={values.competency}
              onChange={(next) => state.change('competency', next)}
              functionName={functionName}
              functionOrder={data.details.currentFunction ?? []}
              {...feedback('competency')}
            />
          </OptionsGate>
        </div>
        {domainVisible ? (
          <fieldset className={styles.section} disabled={domainDisabled}>
            <legend className={styles.legend}>{s.domainSection}</legend>
            {field('domainProcess', s.domainProcess, lists.domainProcesses)}
            {field('domainFunction', s.domainFunction, lists.domainFunctions)}
            {field(
              'domainCompetency',
              s.domainCompetencies,
              lists.domainCompetencies,
              values.competency,
            )}
          </fieldset>
        ) : null}
        <p className={styles.count} role="status">
          {formatString(s.chosenCount, {
            chosen: count.chosen,
            total: count.total,
            functional: values.competency.length,
            domain: values.domainCompetency.length,
          })}
        </p>
      </div>
    </Dialog>
  );
}
