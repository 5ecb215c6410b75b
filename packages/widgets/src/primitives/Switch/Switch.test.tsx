import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Switch } from './Switch';

describe('<Switch />', () => {
  it('is a named switch toggled by click, Space and Enter', async () => {
    const onCheckedChange = vi.fn();
    const { user } = renderWithProviders(
      <Switch label="Remember me" defaultChecked onCheckedChange={onCheckedChange} />,
    );
    const control = screen.getByRole('switch', { name: 'Remember me' });
    expect(control).toBeChecked();
    await user.click(control);
    expect(control).not.toBeChecked();
    await user.keyboard(' ');
    expect(control).toBeChecked();
    await user.keyboard('{Enter}');
    expect(control).not.toBeChecked();
    expect(onCheckedChange.mock.calls).toEqual([[false], [true], [false]]);
  });

  it('toggles when its label is clicked', async () => {
    const { user } = renderWithProviders(<Switch label="Remember me" />);
    await user.click(screen.getByText('Remember me'));
    expect(screen.getByRole('switch', { name: 'Remember me' })).toBeChecked();
  });
});
