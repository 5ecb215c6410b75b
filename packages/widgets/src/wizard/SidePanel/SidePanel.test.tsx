import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test';
import { SidePanel } from './SidePanel';

const steps = ['Role Details', 'Organization Details', 'Roles & Responsibilities'];

describe('<SidePanel />', () => {
  it('titles the panel and marks the current and the completed steps', () => {
    renderWithProviders(<SidePanel steps={steps} current={2} completed={[true, false, true]} />);
    expect(screen.getByRole('navigation', { name: 'Evaluation Steps' })).toBeInTheDocument();
    expect(screen.getByText('Complete each step to proceed')).toBeInTheDocument();
    const items = within(screen.getByRole('list', { name: 'Evaluation Steps' })).getAllByRole(
      'listitem',
    );
    expect(items.map((li) => li.textContent)).toEqual([
      '✓Role DetailsCompleted',
      '2Organization Details',
      '✓Roles & ResponsibilitiesCompleted',
    ]);
    expect(items[1]).toHaveAttribute('aria-current', 'step');
  });

  it('has a Show/Hide steps toggle for narrow screens', async () => {
    const { user } = renderWithProviders(
      <SidePanel steps={steps} current={1} completed={[false, false, false]} />,
    );
    const toggle = screen.getByRole('button', { name: 'Show steps' });
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById(toggle.getAttribute('aria-controls') ?? '')).not.toBeNull();
    await user.click(toggle);
    expect(screen.getByRole('button', { name: 'Hide steps' })).toHaveAttribute(
      'aria-expanded',
      'true',
    );
  });
});
