import { organizationDetailsFormSchema } from '@rolescope/core';
import type { OrganizationDetailsValues } from '../../model/evaluation/types';

/**
 * Complete when core's `organizationDetailsFormSchema` accepts the answers (the rules the
 * step's form checks): scope, employee count and revenue answered with their options, the
 * level empty (middle by default) or a selectable one. Apart from the step's other helpers:
 * the wizard checks it with step 1 shown, before the step's code (and the scoring) loads.
 */
export const isOrganizationDetailsComplete = (value: OrganizationDetailsValues): boolean =>
  organizationDetailsFormSchema.safeParse(value).success;
