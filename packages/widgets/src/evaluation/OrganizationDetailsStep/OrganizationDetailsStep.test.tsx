import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import type { OrganizationDetailsValues } from '../../model/evaluation/types';
import { renderWithProviders } from '../../test/renderWithProviders';
import { OrganizationDetailsStep } from './OrganizationDetailsStep';
import { isOrganizationDetailsComplete, organizationScoreOf } from './organizationLogic';

function Harness({
  initial = {},
  spy,
  industryCategory,
}: {
  initial?: OrganizationDetailsValues;
  spy: (v: OrganizationDetailsValues) => void;
  industryCategory?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <OrganizationDetailsStep
      value={value}
      industryCategory={industryCategory}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
    />
  );
}

describe('<OrganizationDetailsStep />', () => {
  it('defaults the management level to middle, with top and senior shown but disabled', () => {
    renderWithProviders(<Harness spy={vi.fn()} />);
    const group = screen.getByRole('group', { name: 'Management Level' });
    expect(group).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'Top Management' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Senior Management' })).toBeDisabled();
    expect(screen.getByRole('radio', { name: 'Middle Management' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Junior Management' })).toBeEnabled();
  });

  it('reports each answer and shows the score and multiplier once complete', async () => {
    const spy = vi.fn();
    const { user } = renderWithProviders(<Harness spy={spy} industryCategory="technology" />);
    await user.click(screen.getByRole('radio', { name: 'Junior Management' }));
    expect(spy).toHaveBeenLastCalledWith({ managementLevel: 'junior' });
    await user.click(screen.getByRole('radio', { name: 'Global' }));
    await user.click(screen.getByRole('combobox', { name: 'Number of Employees' }));
    await user.click(screen.getByRole('option', { name: '10000+' }));
    expect(screen.queryByText('Score multiplier')).not.toBeInTheDocument();
    await user.click(screen.getByRole('combobox', { name: 'Annual Revenue (INR Crore)' }));
    await user.click(screen.getByRole('option', { name: '1000+' }));
    expect(spy).toHaveBeenLastCalledWith({
      managementLevel: 'junior',
      customerScope: 'global',
      employees: '10000+',
      revenue: '1000+',
    });
    // high complexity: global 7 + employees 7 + revenue 6 = 20
    const status = screen.getByRole('status');
    expect(status).toHaveTextContent('Organization score20');
    expect(status).toHaveTextContent(
      `Score multiplier${organizationScoreOf(spy.mock.lastCall?.[0], 'technology')?.scoreMultiplier}`,
    );
  });

  it('scores the scope by the industry complexity', () => {
    const v = { customerScope: 'regional', employees: '1-10', revenue: '<1' };
    expect(organizationScoreOf(v, 'technology')?.totalScore).toBe(4);
    expect(organizationScoreOf(v, 'bfsi')?.totalScore).toBe(2);
    expect(organizationScoreOf(v, undefined)?.totalScore).toBe(0);
    expect(organizationScoreOf(v, undefined)?.scoreMultiplier).toBe(0.23);
    expect(organizationScoreOf({ ...v, revenue: 'x' }, 'bfsi')).toBeNull();
  });

  it('is complete with scope, employees and revenue answered', () => {
    expect(isOrganizationDetailsComplete({})).toBe(false);
    expect(
      isOrganizationDetailsComplete({ customerScope: 'global', employees: '1-10', revenue: '' }),
    ).toBe(false);
    expect(
      isOrganizationDetailsComplete({ customerScope: 'global', employees: '1-10', revenue: '<1' }),
    ).toBe(true);
  });

  it('asks for a selectable level when a saved one is disabled, and keeps the other answers', async () => {
    const saved = { managementLevel: 'top', customerScope: 'global' };
    const spy = vi.fn();
    const { user } = renderWithProviders(<Harness initial={saved} spy={spy} />);
    const level = screen.getByRole('group', { name: 'Management Level' });
    await vi.waitFor(() =>
      expect(level).toHaveAccessibleDescription('Please select a valid management level'),
    );
    // Unanswered questions show nothing: they only keep the step incomplete.
    expect(
      screen.getByRole('combobox', { name: 'Number of Employees' }),
    ).not.toHaveAccessibleDescription();
    expect(screen.getByRole('radio', { name: 'Global' })).toBeChecked();
    await user.click(screen.getByRole('radio', { name: 'Junior Management' }));
    expect(spy).toHaveBeenLastCalledWith({ ...saved, managementLevel: 'junior' });
    await vi.waitFor(() => expect(level).not.toHaveAccessibleDescription());
  });

  it('is incomplete with a disabled management level (top and senior)', () => {
    const answered = { customerScope: 'global', employees: '1-10', revenue: '<1' };
    expect(isOrganizationDetailsComplete({ ...answered, managementLevel: 'junior' })).toBe(true);
    expect(isOrganizationDetailsComplete({ ...answered, managementLevel: 'top' })).toBe(false);
    expect(isOrganizationDetailsComplete({ ...answered, managementLevel: 'senior' })).toBe(false);
  });
});
