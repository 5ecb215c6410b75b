import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test';
import { CareerProgression } from './CareerProgression';

describe('<CareerProgression />', () => {
  it('shows the two career steps in the side panel', () => {
    renderWithProviders(<CareerProgression />);
    const panel = screen.getByRole('navigation', { name: 'Evaluation Steps' });
    expect(panel).toHaveTextContent('Career Goal Setting');
    expect(panel).toHaveTextContent('Skill Assessment');
    expect(screen.getByText('Complete each step to proceed')).toBeInTheDocument();
  });

  it('goes back to the dashboard and to the competency evaluation', async () => {
    const { user, onNavigate } = renderWithProviders(<CareerProgression />);
    await user.click(screen.getByRole('button', { name: 'Back to Dashboard' }));
    expect(onNavigate).toHaveBeenCalledWith('/user-dashboard', undefined);
    await user.click(screen.getByRole('button', { name: 'Start a Competency Evaluation' }));
    expect(onNavigate).toHaveBeenCalledWith('/competency-evaluation', { reportType: 'competency' });
  });
});
