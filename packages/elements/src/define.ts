import { RolescopeAuthElement } from './elements/RolescopeAuthElement';
import { RolescopeEvaluationElement } from './elements/RolescopeEvaluationElement';
import { RolescopeReportsElement } from './elements/RolescopeReportsElement';

const elements = {
  'rolescope-evaluation': RolescopeEvaluationElement,
  'rolescope-reports': RolescopeReportsElement,
  'rolescope-auth': RolescopeAuthElement,
} as const;

/**
 * Defines `<rolescope-evaluation>`, `<rolescope-reports>` and `<rolescope-auth>` (a name
 * already defined on the page, e.g. by a second copy of the script, is left as it is).
 */
export const defineRolescopeElements = (): void => {
  if (typeof customElements === 'undefined') return;
  for (const [name, element] of Object.entries(elements)) {
    if (!customElements.get(name)) customElements.define(name, element);
  }
};
