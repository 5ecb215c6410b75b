import { screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { MoneyField } from './MoneyField';

function Harness({ initial, spy }: { initial?: number; spy: (v: number | undefined) => void }) {
  const [value, setValue] = useState(initial);
  return (
    <MoneyField
      id="ctc"
      label="Total CTC"
      value={value}
      onChange={(next) => {
        spy(next);
        setValue(next);
      }}
    />
  );
}

const renderField = (initial?: number) => {
  const spy = vi.fn<(v: number | undefined) => void>();
  const utils = renderWithProviders(<Harness initial={initial} spy={spy} />);
  const input = screen.getByRole<HTMLInputElement>('textbox', { name: 'Total CTC' });
  return { ...utils, spy, input };
};

describe('<MoneyField />', () => {
  it('refuses the decimals of 5000.50 with a message, never reading ₹5,00,050', async () => {
    const { user, input, spy } = renderField();
    await user.type(input, '5000.50');
    expect(input).toHaveValue('₹5,000');
    expect(spy).toHaveBeenLastCalledWith(5000);
    expect(spy).not.toHaveBeenCalledWith(500050);
    expect(input).toHaveAccessibleDescription('Enter whole rupees: decimals are not accepted.');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    // a deletion is a new edit: the message goes, typing works again
    await user.type(input, '{Backspace}1');
    expect(input).toHaveValue('₹5,001');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('refuses a pasted 5000.50 whole, with the message', async () => {
    const { user, input, spy } = renderField(12);
    await user.clear(input);
    await user.paste('5000.50');
    expect(spy).not.toHaveBeenCalledWith(500050);
    expect(input).toHaveAccessibleDescription('Enter whole rupees: decimals are not accepted.');
  });

  it('keeps the caret where the user types in the middle of an amount', async () => {
    const { user, input, spy } = renderField(1234567);
    expect(input).toHaveValue('₹12,34,567');
    // Caret after "₹12", then two digits: each re-formats the amount.
    await user.type(input, '89', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(input).toHaveValue('₹12,89,34,567');
    expect(input.selectionStart).toBe(6);
    expect(input.selectionEnd).toBe(6);
    expect(spy).toHaveBeenLastCalledWith(128934567);
  });

  it('deletes the digit beside a separator with Backspace and Delete', async () => {
    const { user, input } = renderField(1234567);
    // "₹12,|34,567": Backspace takes the "2".
    await user.type(input, '{Backspace}', { initialSelectionStart: 4, initialSelectionEnd: 4 });
    expect(input).toHaveValue('₹1,34,567');
    expect(input.selectionStart).toBe(2);
    // "₹1|,34,567": Delete takes the "3".
    await user.keyboard('{Delete}');
    expect(input).toHaveValue('₹14,567');
    expect(input.selectionStart).toBe(2);
  });

  it('keeps every pasted digit and puts the caret after them', async () => {
    const { user, input, spy } = renderField(1234567);
    // Caret after "₹12", then "1,000" pasted.
    await user.click(input);
    input.setSelectionRange(3, 3);
    await user.paste('1,000');
    expect(spy).toHaveBeenLastCalledWith(12100034567);
    expect(input).toHaveValue('₹12,10,00,34,567');
    expect(input.selectionStart).toBe('₹12,10,00'.length);
  });

  it('replaces a selected amount with what is typed', async () => {
    const { user, input, spy } = renderField(1234567);
    await user.type(input, '5', { initialSelectionStart: 0, initialSelectionEnd: 10 });
    expect(input).toHaveValue('₹5');
    expect(input.selectionStart).toBe(2);
    await user.type(input, '0', { skipClick: true });
    expect(input).toHaveValue('₹50');
    expect(spy).toHaveBeenLastCalledWith(50);
  });

  it('ignores letters and a leading zero without moving the caret', async () => {
    const { user, input, spy } = renderField(12345);
    await user.type(input, 'a', { initialSelectionStart: 3, initialSelectionEnd: 3 });
    expect(input).toHaveValue('₹12,345');
    expect(input.selectionStart).toBe(3);
    await user.type(input, '0', { initialSelectionStart: 1, initialSelectionEnd: 1 });
    expect(input).toHaveValue('₹12,345');
    expect(input.selectionStart).toBe(1);
    expect(spy).not.toHaveBeenCalled();
  });

  it('empties to no amount and starts again from the first digit', async () => {
    const { user, input, spy } = renderField(5);
    await user.type(input, '{Backspace}', { initialSelectionStart: 2, initialSelectionEnd: 2 });
    expect(input).toHaveValue('');
    expect(spy).toHaveBeenLastCalledWith(undefined);
    await user.keyboard('123');
    expect(input).toHaveValue('₹123');
    expect(input.selectionStart).toBe(4);
  });
});
