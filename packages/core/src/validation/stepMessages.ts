import { isEmptyAnswer } from './roleDetails';

/**
 * Messages of the wizard steps after Role Details and of the career goal step. The
 * specification words none of them (its validation rules only ask that every organisation
 * and accordion question be answered); the widgets show a field's messages once it has an
 * answer, so an empty answer only keeps its step incomplete. `{level}` is filled with
 * `fillMessage`.
 */
export const stepMessages = {
  organizationDetails: {
    managementLevelInvalid: 'Please select a valid management level',
    customerScopeRequired: 'Customer/office scope is required',
    customerScopeInvalid: 'Please select a valid customer/office scope',
    employeesRequired: 'Number of employees is required',
    employeesInvalid: 'Please select a valid number of employees',
    revenueRequired: 'Annual revenue is required',
    revenueInvalid: 'Please select a valid annual revenue',
  },
  questions: {
    required: 'Please answer this question',
    invalid: 'Please choose one of the options',
  },
  careerGoal: {
    targetRoleRequired: 'Target role is required',
    targetRoleTooLong: 'Target role must be at most 200 characters',
    targetCareerLevelRequired: 'Target career level is required',
    targetCareerLevelInvalid: 'Please select a valid target career level',
    targetBelowCurrent:
      'Choose a target above your current career level ({level}): this evaluation plans a step up.',
    timeFrameRequired: 'Time frame is required',
    timeFrameInvalid: 'Please select a valid time frame',
    motivationTooLong: 'Motivation must be at most 500 characters',
  },
} as const;

export type StepMessages = typeof stepMessages;
export type CareerGoalMessages = { [K in keyof StepMessages['careerGoal']]: string };

/** Required (`isEmptyAnswer`), then one of `ids`. */
export const choiceMessages = (
  value: unknown,
  ids: ReadonlySet<string>,
  required: string,
  invalid: string,
): string[] => {
  if (isEmptyAnswer(value)) return [required];
  return typeof value === 'string' && ids.has(value) ? [] : [invalid];
};
