import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test';
import { Stepper } from './Stepper';

describe('<Stepper />', () => {
  it('marks the current step and the completed ones', () => {
    renderWithProviders(
      <Stepper
        label="Evaluation Steps"
        steps={[
          { label: 'Role Details', status: 'completed' },
          { label: 'Organization Details', status: 'current' },
          { label: 'Roles Impact', status: 'pending' },
        ]}
      />,
    );
    const list = screen.getByRole('list', { name: 'Evaluation Steps' });
    const [first, second, third] = within(list).getAllByRole('listitem');
    expect(first).toHaveTextContent('Role DetailsCompleted');
    expect(first).not.toHaveAttribute('aria-current');
    expect(second).toHaveAttribute('aria-current', 'step');
    expect(second).not.toHaveTextContent('Completed');
    expect(third).toHaveTextContent('Roles Impact');
    expect(third).not.toHaveTextContent('Completed');
  });

  it('takes a custom completed label', () => {
    renderWithProviders(
      <Stepper label="Steps" completedLabel="Done" steps={[{ label: 'A', status: 'completed' }]} />,
    );
    expect(screen.getByText('Done')).toBeInTheDocument();
  });
});
