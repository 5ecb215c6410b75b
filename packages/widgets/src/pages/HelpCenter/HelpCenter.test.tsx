import { act, screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { HelpCenter } from './HelpCenter';

describe('<HelpCenter />', () => {
  it('opens each quick link in a new tab with rel=noopener', () => {
    renderWithProviders(<HelpCenter />);
    for (const name of ['User Guide', 'Community Forum', 'Privacy Policy', 'Billing Support']) {
      const link = screen.getByRole('link', { name: new RegExp(name) });
      expect(link).toHaveAttribute('target', '_blank');
      expect(link.getAttribute('rel')).toContain('noopener');
    }
  });

  it('has six FAQ questions, one open at a time, collapsible', async () => {
    const { user } = renderWithProviders(<HelpCenter />);
    const faq = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    const headers = within(faq)
      .getAllByRole('button')
      .filter((b) => b.hasAttribute('aria-expanded'));
    expect(headers).toHaveLength(6);
    const [first, second] = headers;
    if (!first || !second) throw new Error('missing questions');
    await user.click(first);
    expect(first).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText(/15-20 minutes/)).toBeVisible();
    await user.click(second);
    expect(first).toHaveAttribute('aria-expanded', 'false');
    expect(second).toHaveAttribute('aria-expanded', 'true');
    await user.click(second);
    expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows the business hours', () => {
    renderWithProviders(<HelpCenter />);
    for (const line of ['Mon-Fri 9:00-6:00 EST', 'Sat 10:00-4:00 EST', 'Sun closed']) {
      expect(screen.getByText(line)).toBeInTheDocument();
    }
  });

  it('Back calls onBack', async () => {
    const onBack = vi.fn();
    const { user } = renderWithProviders(<HelpCenter onBack={onBack} />);
    await user.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
  });

  it('requires every contact field', async () => {
    const { user } = renderWithProviders(<HelpCenter />);
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    for (const message of [
      'Name is required',
      'Email is required',
      'Subject is required',
      'Message is required',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
  });

  it('simulates the send for 1 s with Sending..., alerts the thanks and clears the form', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    const fetchSpy = vi.spyOn(globalThis, 'fetch');
    const { user } = renderWithProviders(<HelpCenter />);
    await user.type(screen.getByRole('textbox', { name: /^Name/ }), 'Asha');
    await user.type(screen.getByRole('textbox', { name: /^Email/ }), 'asha@example.com');
    await user.type(screen.getByRole('textbox', { name: /^Subject/ }), 'Reports');
    await user.type(screen.getByRole('textbox', { name: /^Message/ }), 'Hello');
    vi.useFakeTimers();
    act(() => screen.getByRole('button', { name: 'Send Message' }).click());
    expect(screen.getByRole('button', { name: /Sending\.\.\./ })).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1000));
    vi.useRealTimers();
    expect(alert).toHaveBeenCalledWith('Thank you for your message! We will get back to you soon.');
    expect(screen.getByRole('textbox', { name: /^Name/ })).toHaveValue('');
    expect(fetchSpy).not.toHaveBeenCalled();
  });
});
