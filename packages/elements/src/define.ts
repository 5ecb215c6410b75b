import { RolescopeAuthElement } from './elements/RolescopeAuthElement';
import { RolescopeEvaluationElement } from './elements/RolescopeEvaluationElement';
import { RolescopeInsightsElement } from './elements/RolescopeInsightsElement';
import { RolescopeReportsElement } from './elements/RolescopeReportsElement';
import { RolescopeReviewElement } from './elements/RolescopeReviewElement';
import { RolescopeTeamElement } from './elements/RolescopeTeamElement';

const elements = {
  'rolescope-evaluation': RolescopeEvaluationElement,
  'rolescope-reports': RolescopeReportsElement,
  'rolescope-auth': RolescopeAuthElement,
  'rolescope-insights': RolescopeInsightsElement,
  'rolescope-team': RolescopeTeamElement,
  'rolescope-review': RolescopeReviewElement,
} as const;

/**
 * Defines `<rolescope-evaluation>`, `<rolescope-reports>`, `<rolescope-auth>` and, for HR and
 * managers, `<rolescope-insights>`, `<rolescope-team>` and `<rolescope-review>` (a name
 * already defined on the page, e.g. by a second copy of the script, is left as it is).
 */
export const defineRolescopeElements = (): void => {
  if (typeof customElements === 'undefined') return;
  for (const [name, element] of Object.entries(elements)) {
    if (!customElements.get(name)) customElements.define(name, element);
  }
};
