import { screen, within } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../session/useSession';
import { renderWithProviders } from '../../test';
import { SubmitConfirmation } from './SubmitConfirmation';
import { useGlobalLoading } from './useGlobalLoading';

function Harness({ onConfirm, title }: { onConfirm: () => void; title?: string }) {
  const [open, setOpen] = useState(true);
  return (
    <SubmitConfirmation
      open={open}
      onOpenChange={setOpen}
      onConfirm={onConfirm}
      pending={false}
      title={title}
    />
  );
}

function Loading({ on }: { on: boolean }) {
  const setLoading = useGlobalLoading();
  return (
    <button type="button" onClick={() => setLoading(on)}>
      set {String(on)}
    </button>
  );
}

function Probe() {
  return <output aria-label="global loading">{String(useSession().isLoading)}</output>;
}

function Page() {
  const [shown, setShown] = useState(true);
  return (
    <>
      {shown ? <Loading on /> : null}
      <button type="button" onClick={() => setShown(false)}>
        leave
      </button>
      <Probe />
    </>
  );
}

describe('<SubmitConfirmation />', () => {
  it('asks Yes or No; Yes closes the question and confirms, No only closes it', async () => {
    const onConfirm = vi.fn();
    const { user } = renderWithProviders(<Harness onConfirm={onConfirm} />);
    const dialog = screen.getByRole('alertdialog', { name: 'Submit Survey' });
    expect(dialog).toHaveAccessibleDescription('Are you sure you want to submit the survey?');
    await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    expect(screen.queryByRole('alertdialog')).toBeNull();

    const other = vi.fn();
    const second = renderWithProviders(<Harness onConfirm={other} title="Submit Report" />);
    const ask = within(second.container.ownerDocument.body).getByRole('alertdialog', {
      name: 'Submit Report',
    });
    await second.user.click(within(ask).getByRole('button', { name: 'No' }));
    expect(other).not.toHaveBeenCalled();
  });

  it('covers the page with a busy status while pending', () => {
    renderWithProviders(
      <SubmitConfirmation open={false} onOpenChange={() => {}} onConfirm={() => {}} pending />,
    );
    expect(screen.getByRole('status')).toHaveTextContent('Submitting your report...');
    expect(screen.getByRole('status')).toHaveAttribute('aria-busy', 'true');
  });

  it('useGlobalLoading sets the session flag and clears it on unmount', async () => {
    const { user } = renderWithProviders(<Page />);
    await user.click(screen.getByRole('button', { name: 'set true' }));
    expect(screen.getByLabelText('global loading')).toHaveTextContent('true');
    await user.click(screen.getByRole('button', { name: 'leave' }));
    expect(screen.getByLabelText('global loading')).toHaveTextContent('false');
  });
});
