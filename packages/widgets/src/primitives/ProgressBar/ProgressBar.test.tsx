import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test';
import { ProgressBar } from './ProgressBar';
import { fractionVar } from './ProgressBar.css';

describe('<ProgressBar />', () => {
  it('exposes its value, range and label', () => {
    renderWithProviders(
      <ProgressBar label="Progress" value={2} min={0} max={5} valueText="Step 2 of 5" />,
    );
    const bar = screen.getByRole('progressbar', { name: 'Progress' });
    expect(bar).toHaveAttribute('aria-valuenow', '2');
    expect(bar).toHaveAttribute('aria-valuemin', '0');
    expect(bar).toHaveAttribute('aria-valuemax', '5');
    expect(bar).toHaveAttribute('aria-valuetext', 'Step 2 of 5');
    const fill = bar.firstElementChild as HTMLElement;
    expect(fill.style.getPropertyValue(fractionVar)).toBe('0.4');
    expect(fill).not.toHaveAttribute('style', expect.stringContaining('width'));
  });

  it('clamps the value into the range', () => {
    renderWithProviders(<ProgressBar label="Progress" value={9} max={5} />);
    expect(screen.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '5');
  });
});
