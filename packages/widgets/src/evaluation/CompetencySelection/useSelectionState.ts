import { validateCompetencySelection } from '@rolescope/core';
import {
  COMPETENCIES_MIN,
  type CompetencySelectionValues,
  competencyCount,
} from '@rolescope/core/validation';
import { useState } from 'react';
import {
  DOMAIN_VISIBLE_AFTER,
  emptySelection,
  type SelectionValues,
} from '../../model/competencies/selection';

export type SelectionField = keyof SelectionValues;

/**
 * The form state of the competency selection: the four lists, which of them the user has
 * changed, and core's validation. Changing the competencies clears the domain lists.
 */
export const useSelectionState = () => {
  const [values, setValues] = useState<SelectionValues>(emptySelection);
  const [touched, setTouched] = useState<Partial<Record<SelectionField, boolean>>>({});

  const change = (field: SelectionField, next: string[]) => {
    setTouched((t) => ({ ...t, [field]: true }));
    setValues((v) =>
      field === 'competency' ? { ...emptySelection, competency: next } : { ...v, [field]: next },
    );
  };

  /** Clears every list (the first chosen competency is no longer offered). */
  const clear = () => setValues(emptySelection);

  const domainVisible = values.competency.length > DOMAIN_VISIBLE_AFTER;
  const domainDisabled = values.competency.length < COMPETENCIES_MIN;

  return { values, touched, change, clear, domainVisible, domainDisabled };
};

/**
 * Core's validation of the chosen lists and the live count, with `domainOffered`: how many
 * domain competencies the chosen domain process and functions offer, once known.
 */
export const checkSelection = (values: SelectionValues, domainOffered: number | undefined) => {
  const input: CompetencySelectionValues = {
    competencies: values.competency,
    domainProcess: values.domainProcess,
    domainFunctions: values.domainFunction,
    domainCompetencies: values.domainCompetency,
    ...(domainOffered === undefined ? {} : { domainOffered }),
  };
  return { validation: validateCompetencySelection(input), count: competencyCount(input) };
};

type Loaded = { data?: readonly { _id: string }[] | undefined };

/**
 * How many domain competencies can still be chosen, once the lists say: none when the
 * industry has no domain process or the chosen process no domain function; else the domain
 * competencies of the chosen functions that are not chosen as functional ones. Undefined while
 * nothing is chosen or loaded (the rule then stands as written).
 */
export const offeredDomainCompetencies = (
  values: SelectionValues,
  lists: { domainProcesses: Loaded; domainFunctions: Loaded; domainCompetencies: Loaded },
): number | undefined => {
  if (lists.domainProcesses.data?.length === 0) return 0;
  if (values.domainProcess.length > 0 && lists.domainFunctions.data?.length === 0) return 0;
  if (values.domainFunction.length === 0) return undefined;
  return lists.domainCompetencies.data?.filter((c) => !values.competency.includes(c._id)).length;
};
