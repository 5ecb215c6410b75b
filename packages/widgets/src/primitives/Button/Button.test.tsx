import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { Button } from './Button';

describe('<Button />', () => {
  it('is a button that clicks', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(<Button onClick={onClick}>Sign In</Button>);
    await user.click(screen.getByRole('button', { name: 'Sign In' }));
    expect(onClick).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('button')).toHaveAttribute('type', 'button');
  });

  it('shows the pending label, is busy and ignores clicks while pending', async () => {
    const onClick = vi.fn();
    const { user } = renderWithProviders(
      <Button pending pendingLabel="Signing in..." onClick={onClick}>
        Sign In
      </Button>,
    );
    const button = screen.getByRole('button', { name: 'Signing in...' });
    expect(button).toHaveAttribute('aria-busy', 'true');
    expect(button).toHaveAttribute('aria-disabled', 'true');
    await user.click(button);
    expect(onClick).not.toHaveBeenCalled();
  });

  it('does not submit its form while pending', async () => {
    const onSubmit = vi.fn((e: { preventDefault: () => void }) => e.preventDefault());
    const { user } = renderWithProviders(
      <form onSubmit={onSubmit}>
        <Button type="submit" pending>
          Register Me
        </Button>
      </form>,
    );
    await user.click(screen.getByRole('button', { name: 'Register Me' }));
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('applies a different class per variant', () => {
    renderWithProviders(
      <>
        <Button variant="primary">A</Button>
        <Button variant="destructive">B</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'A' }).className).not.toBe(
      screen.getByRole('button', { name: 'B' }).className,
    );
  });

  it('marks primary buttons (the default variant) so that toasts keep clear of them', () => {
    renderWithProviders(
      <>
        <Button>Save & Next</Button>
        <Button variant="secondary">Previous</Button>
      </>,
    );
    expect(screen.getByRole('button', { name: 'Save & Next' })).toHaveAttribute('data-rs-primary');
    expect(screen.getByRole('button', { name: 'Previous' })).not.toHaveAttribute('data-rs-primary');
  });
});
