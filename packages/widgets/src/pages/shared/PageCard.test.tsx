import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { PageCard } from './PageCard';

describe('<PageCard />', () => {
  it('is a region named by its own heading, with its content inside', () => {
    render(
      <PageCard titleId="faq" title="Frequently Asked Questions">
        <p>Answers</p>
      </PageCard>,
    );
    const card = screen.getByRole('region', { name: 'Frequently Asked Questions' });
    expect(within(card).getByRole('heading', { level: 2 })).toHaveAttribute('id', 'faq');
    expect(within(card).getByText('Answers')).toBeInTheDocument();
  });

  it('renders a navigation landmark as="nav"', () => {
    render(<PageCard titleId="links" title="Quick Links" as="nav" />);
    expect(screen.getByRole('navigation', { name: 'Quick Links' })).toBeInTheDocument();
  });
});
