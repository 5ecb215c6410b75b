import { validateCompetencySelection } from '@rolescope/core';
import { COMPETENCIES_MIN } from '@rolescope/core/validation';
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

  const validation = validateCompetencySelection({
    competencies: values.competency,
    domainProcess: values.domainProcess,
    domainFunctions: values.domainFunction,
    domainCompetencies: values.domainCompetency,
  });
  const domainVisible = values.competency.length > DOMAIN_VISIBLE_AFTER;
  const domainDisabled = values.competency.length < COMPETENCIES_MIN;

  return { values, touched, change, clear, validation, domainVisible, domainDisabled };
};
