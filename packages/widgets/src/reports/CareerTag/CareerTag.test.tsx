import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test';
import { CareerTag } from './CareerTag';

describe('<CareerTag />', () => {
  it('labels a career report and nothing else', () => {
    const { unmount } = renderWithProviders(<CareerTag report={{ reportType: 'career' }} />);
    expect(screen.getByText('Career Progression')).toBeInTheDocument();
    unmount();
    renderWithProviders(
      <>
        <CareerTag report={{ reportType: 'competency' }} />
        <CareerTag report={{}} />
      </>,
    );
    expect(screen.queryByText('Career Progression')).toBeNull();
  });
});
