import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import type { OrganizationDetailsValues, RoleDetailsValues } from '../../model/evaluation/types';
import { setupMockApi } from '../../test/mockApi';
import { isOrganizationDetailsComplete, OrganizationDetailsStep } from '../OrganizationDetailsStep';
import { RoleDetailsStep } from './RoleDetailsStep';
import { isRoleDetailsStepComplete } from './roleDetailsLogic';
import {
  categoriesLoaded,
  chooseByKeyboard,
  fillTiersByKeyboard,
  renderSignedIn,
  signInDemoBeforeAll,
  tabTo,
  tier,
  typeInto,
} from './testHarness';

const api = setupMockApi({ seed: true });
const token = signInDemoBeforeAll(api);

let step1: RoleDetailsValues = {};
let step2: OrganizationDetailsValues = {};

/** Steps 1 and 2 as the wizard wires them: step 2 scores with step 1's industry category. */
function TwoSteps() {
  const [details, setDetails] = useState<RoleDetailsValues>({});
  const [org, setOrg] = useState<OrganizationDetailsValues>({});
  step1 = details;
  step2 = org;
  return (
    <>
      <RoleDetailsStep value={details} onChange={setDetails} />
      <OrganizationDetailsStep
        value={org}
        onChange={setOrg}
        industryCategory={details.industryCategory}
      />
    </>
  );
}

describe('steps 1 and 2 by keyboard only', () => {
  it('fills both steps with Tab, arrows, Enter and typing', { timeout: 60_000 }, async () => {
    const { user } = renderSignedIn(<TwoSteps />, token);
    const category = await categoriesLoaded();

    await tabTo(user, category);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(category).toHaveTextContent('Technology');
    await chooseByKeyboard(user, 'Current Industry', '{ArrowDown}{Enter}');
    await typeInto(user, 'Company', 'Acme Corp');

    await chooseByKeyboard(
      user,
      'Job Family/Process',
      '{ArrowDown}{Enter}{ArrowDown}{Enter}{Escape}',
    );
    expect(step1.process).toEqual(['software-engineering', 'data-and-analytics']);

    await chooseByKeyboard(
      user,
      'Function',
      '{ArrowDown}{Enter}{ArrowDown}{Enter}{ArrowDown}{Enter}{Escape}',
    );
    expect(step1.currentFunction).toHaveLength(3);

    await typeInto(user, 'Role', 'Platform Engineer');
    await typeInto(user, 'Open Positions', '2');
    await chooseByKeyboard(user, 'Experience', '{ArrowDown}{Enter}');

    await fillTiersByKeyboard(user);
    expect(step1.tier1).toEqual(['iim-ahmedabad']);
    expect(tier(1).getByRole('textbox', { name: 'Total CTC' })).toHaveValue('₹30,00,000');

    await typeInto(user, 'Role Objective', 'Own the developer platform.');
    expect(isRoleDetailsStepComplete(step1)).toBe(true);

    await tabTo(user, screen.getByRole('radio', { name: 'Middle Management' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Junior Management' })).toBeChecked();
    await tabTo(user, screen.getByRole('radio', { name: 'Regional' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'National' })).toBeChecked();
    await chooseByKeyboard(user, 'Number of Employees', '{ArrowDown}{ArrowDown}{Enter}');
    await chooseByKeyboard(user, 'Annual Revenue (INR Crore)', '{ArrowDown}{Enter}');

    expect(step2).toEqual({
      managementLevel: 'junior',
      customerScope: 'national',
      employees: '11-50',
      revenue: '<1',
    });
    expect(isOrganizationDetailsComplete(step2)).toBe(true);
    // technology is high complexity: national 5 + employees 1 + revenue 0
    expect(screen.getByRole('status')).toHaveTextContent('Organization score6');
  });
});
