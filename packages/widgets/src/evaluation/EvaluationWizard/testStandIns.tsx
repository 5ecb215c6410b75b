/**
 * Test-only stand-ins for the parts other folders build (steps 1 and 2, the competency
 * selection and the level picker), so the wizard's own behaviour is tested on its own.
 */

import { isRoleDetailsComplete } from '@rolescope/core/validation';
import type { ReactNode } from 'react';
import { type WizardComponents, WizardComponentsContext } from './components';
import { competencyItems, workedExample } from './fixtures';

export { competencyItems };

export const standIns: WizardComponents = {
  RoleDetailsStep: ({ value, onChange }) => (
    <div>
      <label>
        Role
        <input
          value={value.role ?? ''}
          onChange={(e) => onChange({ ...value, role: e.target.value })}
        />
      </label>
      <label>
        Role objective
        <textarea
          value={value.description ?? ''}
          onChange={(e) => onChange({ ...value, description: e.target.value })}
        />
      </label>
      <button
        type="button"
        onClick={() => onChange({ ...workedExample.details, role: value.role || 'Analyst' })}
      >
        Fill role details
      </button>
    </div>
  ),
  isRoleDetailsStepComplete: (v) => isRoleDetailsComplete(v),
  OrganizationDetailsStep: ({ value, onChange }) => (
    <button
      type="button"
      onClick={() => onChange({ ...value, ...workedExample.organizationDetails })}
    >
      Fill organization details
    </button>
  ),
  isOrganizationDetailsComplete: (v) =>
    Boolean(v.managementLevel && v.customerScope && v.employees && v.revenue),
  CompetencySelection: ({
    open,
    onOpenChange,
    careerCategory,
    technicalCompetence,
    onGenerated,
  }) =>
    open ? (
      <div role="dialog" aria-label="Competency selection">
        <p>
          Career category {careerCategory}, technical competence {technicalCompetence}
        </p>
        <button type="button" onClick={() => onOpenChange(false)}>
          Cancel
        </button>
        <button
          type="button"
          onClick={() =>
            onGenerated({
              competency: ['benchmarking'],
              domainProcess: [],
              domainFunction: [],
              domainCompetency: [],
              competencyData: competencyItems,
              selectedLevels: {},
            })
          }
        >
          Generate Competency Profile
        </button>
      </div>
    ) : null,
  LevelPicker: ({ items, selectedLevels, onSelectedLevelsChange, startStep, onComplete }) => (
    <div role="dialog" aria-label="Competency Assessment">
      <p>
        Step {startStep} of {items.length}: {items[0]?.title}
      </p>
      <button type="button" onClick={() => onSelectedLevelsChange({ ...selectedLevels, '1': 3 })}>
        Level 3
      </button>
      <button type="button" onClick={() => onComplete(selectedLevels)}>
        Complete
      </button>
    </div>
  ),
};

/** Wraps a rendered tree so the wizard inside uses the stand-ins (RTL's `wrapper` option). */
export const StandInsWrapper = ({ children }: { children: ReactNode }) => (
  <WizardComponentsContext.Provider value={standIns}>{children}</WizardComponentsContext.Provider>
);
