import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test';
import { CreatedKeySecret } from './CreatedKeySecret';

const secret = `rs_sk_${'a1B2'.repeat(10)}`;

describe('<CreatedKeySecret />', () => {
  it('shows the secret read-only, copies it and says so in a status', async () => {
    const onDone = vi.fn();
    const { user } = renderWithProviders(<CreatedKeySecret secret={secret} onDone={onDone} />);
    const field = screen.getByRole('textbox', { name: 'Secret key' });
    expect(field).toHaveValue(secret);
    expect(field).toHaveAttribute('readonly');
    expect(screen.getByRole('region', { name: 'Your new secret key' })).toHaveTextContent(
      'shown only once',
    );
    await user.click(screen.getByRole('button', { name: 'Copy' }));
    expect(await navigator.clipboard.readText()).toBe(secret);
    expect(screen.getByRole('button', { name: 'Copied' })).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('copied to the clipboard');
    await user.click(screen.getByRole('button', { name: 'I have copied it' }));
    expect(onDone).toHaveBeenCalledOnce();
  });

  it('selects the whole secret on focus, to copy it by hand', async () => {
    const { user } = renderWithProviders(<CreatedKeySecret secret={secret} onDone={vi.fn()} />);
    await user.click(screen.getByRole('textbox', { name: 'Secret key' }));
    const field = screen.getByRole('textbox', { name: 'Secret key' }) as HTMLInputElement;
    expect([field.selectionStart, field.selectionEnd]).toEqual([0, secret.length]);
  });
});
