import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Checkbox } from './Checkbox';

describe('<Checkbox />', () => {
  it('toggles by click and Space', async () => {
    const { user } = renderWithProviders(<Checkbox label="I accept the terms" />);
    const box = screen.getByRole('checkbox', { name: 'I accept the terms' });
    await user.click(box);
    expect(box).toBeChecked();
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
  });

  it('announces its error', () => {
    renderWithProviders(
      <Checkbox label="Terms" error="You must accept the terms and conditions" />,
    );
    const box = screen.getByRole('checkbox', { name: 'Terms' });
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAccessibleDescription('You must accept the terms and conditions');
  });
});
