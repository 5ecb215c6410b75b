import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { OtpInput } from './OtpInput';

const box = (n: number) => screen.getByRole('textbox', { name: `Digit ${n} of 6` });
const values = () =>
  screen
    .getAllByRole('textbox')
    .map((input) => (input as HTMLInputElement).value)
    .join('|');

function Controlled({ onComplete }: { onComplete?: (code: string) => void }) {
  const [value, setValue] = useState('');
  return (
    <>
      <OtpInput value={value} onChange={setValue} onComplete={onComplete} />
      <output aria-label="value">{value}</output>
    </>
  );
}

describe('<OtpInput />', () => {
  it('renders six labelled boxes in a named group', () => {
    renderWithProviders(<OtpInput />);
    expect(screen.getByRole('group', { name: 'One-time code' })).toBeInTheDocument();
    expect(screen.getAllByRole('textbox')).toHaveLength(6);
    expect(box(1)).toHaveAttribute('autocomplete', 'one-time-code');
  });

  it('moves to the next box as digits are typed and ignores anything else', async () => {
    const onComplete = vi.fn();
    const { user } = renderWithProviders(<Controlled onComplete={onComplete} />);
    await user.click(box(1));
    await user.keyboard('1a2-3 456');
    expect(values()).toBe('1|2|3|4|5|6');
    expect(box(6)).toHaveFocus();
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(screen.getByLabelText('value')).toHaveTextContent('123456');
  });

  it('fills every box from a pasted code, keeping digits only', async () => {
    const onComplete = vi.fn();
    const { user } = renderWithProviders(<OtpInput onComplete={onComplete} />);
    await user.click(box(3));
    await user.paste('12 34-56');
    expect(values()).toBe('1|2|3|4|5|6');
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(box(6)).toHaveFocus();
  });

  it('moves with the arrow keys, Home and End', async () => {
    const { user } = renderWithProviders(<OtpInput />);
    await user.click(box(1));
    await user.keyboard('{ArrowRight}{ArrowRight}');
    expect(box(3)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(box(2)).toHaveFocus();
    await user.keyboard('{End}');
    expect(box(6)).toHaveFocus();
    await user.keyboard('{Home}');
    expect(box(1)).toHaveFocus();
    await user.keyboard('{ArrowLeft}');
    expect(box(1)).toHaveFocus();
  });

  it('clears the box with Backspace, then steps back to clear the previous one', async () => {
    const { user } = renderWithProviders(<Controlled />);
    await user.click(box(1));
    await user.keyboard('123');
    expect(box(4)).toHaveFocus();
    await user.keyboard('{Backspace}');
    expect(box(3)).toHaveFocus();
    expect(values()).toBe('1|2||||');
    await user.keyboard('{Backspace}');
    expect(box(2)).toHaveFocus();
    expect(values()).toBe('1|||||');
    expect(screen.getByLabelText('value')).toHaveTextContent(/^1$/);
  });

  it('replaces a digit typed over a filled box', async () => {
    const { user } = renderWithProviders(<OtpInput defaultValue="111111" />);
    await user.click(box(2));
    await user.keyboard('7');
    expect(values()).toBe('1|7|1|1|1|1');
    expect(box(3)).toHaveFocus();
  });
});
