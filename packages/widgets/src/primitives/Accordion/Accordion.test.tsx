import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { Accordion } from './Accordion';

const items = [
  { value: 'a', header: 'First', content: <p>First body</p> },
  { value: 'b', header: 'Second', content: <p>Second body</p>, summary: 'Chosen: yes' },
  { value: 'c', header: 'Third', content: <p>Third body</p> },
];

describe('<Accordion />', () => {
  it('wires headers to panels and opens the default item only', () => {
    renderWithProviders(<Accordion items={items} defaultValue="a" />);
    const first = screen.getByRole('button', { name: 'First' });
    expect(first).toHaveAttribute('aria-expanded', 'true');
    const panel = document.getElementById(first.getAttribute('aria-controls') ?? '');
    expect(panel).toHaveTextContent('First body');
    expect(screen.getByRole('button', { name: /Second/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(screen.queryByText('Second body')).not.toBeInTheDocument();
    expect(screen.getByText('Chosen: yes')).toBeInTheDocument();
  });

  it('keeps one item open and closes the open one on a second click', async () => {
    const onValueChange = vi.fn();
    const { user } = renderWithProviders(
      <Accordion items={items} defaultValue="a" onValueChange={onValueChange} />,
    );
    await user.click(screen.getByRole('button', { name: /Second/ }));
    expect(screen.getByRole('button', { name: 'First' })).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: /Second/ })).toHaveAttribute('aria-expanded', 'true');
    await user.click(screen.getByRole('button', { name: /Second/ }));
    expect(screen.getByRole('button', { name: /Second/ })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
    expect(onValueChange.mock.calls).toEqual([['b'], [null]]);
  });

  it('follows a controlled value', () => {
    const { rerender } = renderWithProviders(<Accordion items={items} value="c" />);
    expect(screen.getByText('Third body')).toBeInTheDocument();
    rerender(<Accordion items={items} value={null} />);
    expect(screen.queryByText('Third body')).not.toBeInTheDocument();
  });

  it('moves between headers with the arrow keys, Home and End', async () => {
    const { user } = renderWithProviders(<Accordion items={items} />);
    await user.tab();
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: /Second/ })).toHaveFocus();
    await user.keyboard('{End}');
    expect(screen.getByRole('button', { name: 'Third' })).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('button', { name: 'First' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('First body')).toBeInTheDocument();
  });
});
