import {
  customerScopes,
  employeeBands,
  managementLevels,
  revenueBands,
} from '../options/organization';
import type { ValidationResult } from './result';
import { isEmptyAnswer } from './roleDetails';
import { formSchema, resultOf } from './schema';
import { choiceMessages, stepMessages } from './stepMessages';

/** Step 2 (Organization Details) answers: option ids of `options/organization.ts`. */
export interface OrganizationDetailsFormValues {
  managementLevel?: string;
  customerScope?: string;
  employees?: string;
  revenue?: string;
}
export type OrganizationDetailsField = keyof OrganizationDetailsFormValues;

const m = stepMessages.organizationDetails;
const ids = (list: readonly { id: string; disabled?: boolean }[]): ReadonlySet<string> =>
  new Set(list.filter((o) => !o.disabled).map((o) => o.id));
const selectableLevels = ids(managementLevels);
const scopeIds = ids(customerScopes);
const employeeIds = ids(employeeBands);
const revenueIds = ids(revenueBands);

/**
 * Step 2 rules (the specification's entities and validation rules): every question answered with one of its
 * options. The management level may be left empty (middle is the default); top and senior are
 * shown but disabled, so only middle and junior are accepted.
 */
export const organizationDetailsFormSchema = formSchema<OrganizationDetailsFormValues>({
  managementLevel: (v) =>
    isEmptyAnswer(v) || (typeof v === 'string' && selectableLevels.has(v))
      ? []
      : [m.managementLevelInvalid],
  customerScope: (v) =>
    choiceMessages(v, scopeIds, m.customerScopeRequired, m.customerScopeInvalid),
  employees: (v) => choiceMessages(v, employeeIds, m.employeesRequired, m.employeesInvalid),
  revenue: (v) => choiceMessages(v, revenueIds, m.revenueRequired, m.revenueInvalid),
});

/** Step 2 rules (see `organizationDetailsFormSchema`), first message per field in `errors`. */
export const validateOrganizationDetails = (
  values: OrganizationDetailsFormValues,
): ValidationResult<OrganizationDetailsField> => resultOf(organizationDetailsFormSchema, values);
