import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../../test/mockApi';
import type { OrganizationDetailsValues, RoleDetailsValues } from '../model/types';
import { isOrganizationDetailsComplete, OrganizationDetailsStep } from '../OrganizationDetailsStep';
import { RoleDetailsStep } from './RoleDetailsStep';
import { isRoleDetailsStepComplete } from './roleDetailsLogic';
import { categoriesLoaded, renderSignedIn, signInDemoBeforeAll, tabTo } from './testHarness';

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

const box = (name: string) => screen.getByRole('textbox', { name });
const combo = (name: string) => screen.getByRole('combobox', { name });
const tier = (n: number) => within(screen.getByRole('group', { name: `Tier ${n}` }));
const idle = (el: HTMLElement) => vi.waitFor(() => expect(el).not.toHaveAttribute('aria-busy'));

describe('steps 1 and 2 by keyboard only', () => {
  it('fills both steps with Tab, arrows, Enter and typing', { timeout: 60_000 }, async () => {
    const { user } = renderSignedIn(<TwoSteps />, token);
    const category = await categoriesLoaded();

    await tabTo(user, category);
    await user.keyboard('{ArrowDown}{Enter}');
    expect(category).toHaveTextContent('Technology');
    await tabTo(user, combo('Current Industry'));
    await user.keyboard('{ArrowDown}{Enter}');
    await tabTo(user, box('Company'));
    await user.keyboard('Acme Corp');

    const process = combo('Job Family/Process');
    await tabTo(user, process);
    await idle(process);
    await user.keyboard('{ArrowDown}{Enter}{ArrowDown}{Enter}{Escape}');
    expect(step1.process).toEqual(['software-engineering', 'data-and-analytics']);

    const fn = combo('Function');
    await tabTo(user, fn);
    await idle(fn);
    await user.keyboard('{ArrowDown}{Enter}{ArrowDown}{Enter}{ArrowDown}{Enter}{Escape}');
    expect(step1.currentFunction).toHaveLength(3);

    await tabTo(user, box('Role'));
    await user.keyboard('Platform Engineer');
    await tabTo(user, box('Open Positions'));
    await user.keyboard('2');
    await tabTo(user, combo('Experience'));
    await user.keyboard('{ArrowDown}{Enter}');

    const tiers = [
      ['IIM Ahm', '3000000', '40'],
      ['IIM Bang', '2000000', '30'],
      ['NIT War', '1000000', '20'],
    ] as const;
    for (const [i, [institute, ctc, interns]] of tiers.entries()) {
      const t = tier(i + 1);
      await tabTo(user, t.getByRole('combobox', { name: `Tier ${i + 1} Institutes` }));
      await user.keyboard(`${institute}{Enter}{Escape}`);
      await tabTo(user, t.getByRole('textbox', { name: 'Total CTC' }));
      await user.keyboard(ctc);
      await tabTo(user, t.getByRole('textbox', { name: 'Pre-placement Offer (%)' }));
      await user.keyboard(interns);
    }
    expect(step1.tier1).toEqual(['iim-ahmedabad']);
    expect(tier(1).getByRole('textbox', { name: 'Total CTC' })).toHaveValue('₹30,00,000');

    await tabTo(user, box('Role Objective'));
    await user.keyboard('Own the developer platform.');
    expect(isRoleDetailsStepComplete(step1)).toBe(true);

    await tabTo(user, screen.getByRole('radio', { name: 'Middle Management' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Junior Management' })).toBeChecked();
    await tabTo(user, screen.getByRole('radio', { name: 'Regional' }));
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'National' })).toBeChecked();
    await tabTo(user, combo('Number of Employees'));
    await user.keyboard('{ArrowDown}{ArrowDown}{Enter}');
    await tabTo(user, combo('Annual Revenue (INR Crore)'));
    await user.keyboard('{ArrowDown}{Enter}');

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
