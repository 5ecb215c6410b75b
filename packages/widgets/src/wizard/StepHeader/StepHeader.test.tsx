import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test';
import { StepHeader } from './StepHeader';

describe('<StepHeader />', () => {
  it('shows Step N of 5, the step name, the progress and Not completed', () => {
    renderWithProviders(
      <StepHeader step={2} total={5} title="Organization Details" complete={false} />,
    );
    expect(screen.getByText('Step 2 of 5')).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Organization Details' })).toBeInTheDocument();
    const bar = screen.getByRole('progressbar', { name: 'Evaluation progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 5');
    expect(screen.getByText('Not completed')).toBeInTheDocument();
  });

  it('shows Completed for a complete step', () => {
    renderWithProviders(<StepHeader step={5} total={5} title="Roles Impact" complete />);
    expect(screen.getByText('Completed')).toBeInTheDocument();
    expect(screen.queryByText('Not completed')).not.toBeInTheDocument();
  });
});
