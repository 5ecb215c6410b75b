import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { SaveStatus } from './SaveStatus';

const at = new Date(2026, 10, 25, 14, 32).getTime();
const time = new Intl.DateTimeFormat(undefined, { hour: '2-digit', minute: '2-digit' }).format(at);

describe('<SaveStatus />', () => {
  it('says nothing before the first save, in a polite status that is there from the start', () => {
    renderWithProviders(<SaveStatus status="idle" lastSavedAt={undefined} pending={false} />);
    const status = screen.getByRole('status');
    expect(status).toHaveAttribute('aria-live', 'polite');
    expect(status).toBeEmptyDOMElement();
  });

  it('shows Saving... while a save runs', () => {
    renderWithProviders(<SaveStatus status="saving" lastSavedAt={at} pending={false} />);
    expect(screen.getByRole('status')).toHaveTextContent('Saving...');
  });

  it('shows when the server last had the draft', () => {
    renderWithProviders(<SaveStatus status="saved" lastSavedAt={at} pending={false} />);
    expect(screen.getByRole('status')).toHaveTextContent(`Saved at ${time}`);
  });

  it('says a failed or offline save will be retried', () => {
    renderWithProviders(<SaveStatus status="error" lastSavedAt={at} pending />);
    expect(screen.getByRole('status')).toHaveTextContent('Not saved — will retry');
  });

  it('formats each new save time without building a formatter again', () => {
    const { rerender } = renderWithProviders(
      <SaveStatus status="saved" lastSavedAt={at} pending={false} />,
    );
    const built = vi.spyOn(Intl, 'DateTimeFormat');
    for (let minute = 33; minute < 38; minute++) {
      const next = new Date(2026, 10, 25, 14, minute).getTime();
      rerender(<SaveStatus status="saved" lastSavedAt={next} pending={false} />);
      expect(screen.getByRole('status')).toHaveTextContent(`:${minute}`);
    }
    expect(built).not.toHaveBeenCalled();
    built.mockRestore();
  });
});
