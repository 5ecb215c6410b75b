import { act, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test/renderWithProviders';
import { CAROUSEL_INTERVAL_MS, Carousel } from './Carousel';

const slides = ['Over 480k roles studied', '2000+ companies', 'Career goal tracking'];
const visible = () => screen.getAllByRole('group').filter((g) => !g.hidden);

afterEach(() => {
  vi.useRealTimers();
});

describe('<Carousel />', () => {
  it('advances every 6 seconds and wraps around', () => {
    expect(CAROUSEL_INTERVAL_MS).toBe(6000);
    vi.useFakeTimers();
    renderWithProviders(<Carousel label="Highlights" slides={slides} />);
    expect(visible()).toHaveLength(1);
    expect(visible()[0]).toHaveTextContent('Over 480k roles studied');
    act(() => vi.advanceTimersByTime(6000));
    expect(visible()[0]).toHaveTextContent('2000+ companies');
    act(() => vi.advanceTimersByTime(6000));
    act(() => vi.advanceTimersByTime(6000));
    expect(visible()[0]).toHaveTextContent('Over 480k roles studied');
  });

  it('goes to a slide from its dot', () => {
    renderWithProviders(<Carousel label="Highlights" slides={slides} />);
    const dot = screen.getByRole('button', { name: 'Go to slide 3' });
    fireEvent.click(dot);
    expect(visible()[0]).toHaveTextContent('Career goal tracking');
    expect(dot).toHaveAttribute('aria-current', 'true');
    expect(screen.getByRole('region', { name: 'Highlights' })).toBeInTheDocument();
  });

  it('pauses while hovered', () => {
    vi.useFakeTimers();
    renderWithProviders(<Carousel label="Highlights" slides={slides} />);
    fireEvent.mouseEnter(screen.getByRole('region', { name: 'Highlights' }));
    act(() => vi.advanceTimersByTime(20000));
    expect(visible()[0]).toHaveTextContent('Over 480k roles studied');
  });

  it('does not move by itself under prefers-reduced-motion', () => {
    vi.useFakeTimers();
    const original = window.matchMedia;
    window.matchMedia = ((query: string) => ({
      ...original(query),
      matches: query.includes('reduce'),
    })) as typeof window.matchMedia;
    try {
      renderWithProviders(<Carousel label="Highlights" slides={slides} />);
      act(() => vi.advanceTimersByTime(20000));
      expect(visible()[0]).toHaveTextContent('Over 480k roles studied');
    } finally {
      window.matchMedia = original;
    }
  });
});
