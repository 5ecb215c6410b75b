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

  it('keeps every panel rendered with keepMounted, closed ones hidden by a class', async () => {
    const { user } = renderWithProviders(<Accordion items={items} defaultValue="a" keepMounted />);
    const header = (name: string | RegExp) => screen.getByRole('button', { name });
    const panelOf = (name: string | RegExp) =>
      document.getElementById(header(name).getAttribute('aria-controls') ?? '') as HTMLElement;
    const bodies = [
      ['First', 'First body'],
      [/Second/, 'Second body'],
      ['Third', 'Third body'],
    ] as const;
    for (const [name, body] of bodies) {
      expect(panelOf(name)).toHaveTextContent(body);
      expect(panelOf(name)).toHaveAttribute('data-accordion-panel');
      expect(panelOf(name)).toHaveAttribute('aria-labelledby', header(name).id);
      expect(panelOf(name)).not.toHaveAttribute('hidden');
    }
    // The class only closed panels have (display: none on screen; print styles may undo it).
    const collapsed = [...panelOf(/Second/).classList].filter(
      (c) => !panelOf('First').classList.contains(c),
    );
    expect(collapsed).toHaveLength(1);
    expect(panelOf('First')).toHaveAttribute('data-state', 'open');
    expect(panelOf(/Second/)).toHaveAttribute('data-state', 'closed');

    await user.click(header(/Second/));
    expect(header(/Second/)).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(/Second/)).toHaveAttribute('data-state', 'open');
    expect(panelOf(/Second/)).not.toHaveClass(...collapsed);
    expect(panelOf('First')).toHaveClass(...collapsed);
    expect(panelOf('First')).toHaveTextContent('First body');
  });

  it('leaves closed panels empty and hidden without keepMounted', () => {
    renderWithProviders(<Accordion items={items} defaultValue="a" />);
    const second = document.getElementById(
      screen.getByRole('button', { name: /Second/ }).getAttribute('aria-controls') ?? '',
    );
    expect(second).toHaveAttribute('hidden');
    expect(second).toHaveAttribute('data-state', 'closed');
    expect(second).toBeEmptyDOMElement();
  });
});
