import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { ReportTypeDialog } from './ReportTypeDialog';

describe('<ReportTypeDialog />', () => {
  it('offers the two report types as a labelled radio group, competency by default', () => {
    renderWithProviders(<ReportTypeDialog open onOpenChange={() => {}} onStart={() => {}} />);
    const dialog = screen.getByRole('dialog', { name: 'Select Report Type' });
    const group = within(dialog).getByRole('group');
    expect(
      within(group)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['competency', 'career']);
    expect(within(group).getByRole('radio', { name: 'Competency Report' })).toBeChecked();
  });

  it('starts the chosen type, by pointer or arrow keys', async () => {
    const onStart = vi.fn();
    const { user } = renderWithProviders(
      <ReportTypeDialog open onOpenChange={() => {}} onStart={onStart} />,
    );
    const dialog = screen.getByRole('dialog', { name: 'Select Report Type' });
    // the dialog moves focus inside once it has opened; keys go where focus is after that
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.click(screen.getByRole('radio', { name: 'Career Progression Report' }));
    await user.keyboard('{ArrowUp}');
    expect(screen.getByRole('radio', { name: 'Competency Report' })).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByRole('radio', { name: 'Career Progression Report' })).toBeChecked();
    await user.click(screen.getByRole('button', { name: 'Start Now' }));
    expect(onStart).toHaveBeenCalledWith('career');
  });

  it('closes on Cancel, and the next opening is back on competency', async () => {
    const onOpenChange = vi.fn();
    const { user, rerender } = renderWithProviders(
      <ReportTypeDialog open onOpenChange={onOpenChange} onStart={() => {}} />,
    );
    await user.click(screen.getByRole('radio', { name: 'Career Progression Report' }));
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    rerender(<ReportTypeDialog open={false} onOpenChange={onOpenChange} onStart={() => {}} />);
    expect(screen.queryByRole('dialog')).toBeNull();
    rerender(<ReportTypeDialog open onOpenChange={onOpenChange} onStart={() => {}} />);
    expect(await screen.findByRole('radio', { name: 'Competency Report' })).toBeChecked();
  });
});
