import { act, screen, waitFor } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders, setupMockApi } from '../test';
import { signInDemoOn } from '../test/demoSignIn';
import { type LocalDraftCopy, useDraft } from './useDraft';

const api = setupMockApi({ seed: true });
const SAVE = '*/api/v1/survey/save-draft';
const UPDATE = '*/api/v1/survey/update-draft';

beforeEach(async () => {
  await signInDemoOn(api);
});

type Body = { role: string };

/** A form that saves its one field through `useDraft`, showing the hook's signal. */
function DraftProbe({ local, draftId }: { local?: LocalDraftCopy<Body>; draftId?: string }) {
  const [role, setRole] = useState('');
  const draft = useDraft<Body>({
    toDraftData: (b) => ({ details: { role: b.role } }),
    initialDraftId: draftId,
    local,
  });
  return (
    <form onSubmit={(e) => e.preventDefault()}>
      <label>
        Role
        <input
          value={role}
          onChange={(e) => {
            setRole(e.target.value);
            draft.track({ role: e.target.value });
          }}
        />
      </label>
      <button type="button" onClick={() => void draft.save({ role })}>
        Save
      </button>
      <button type="button" onClick={() => draft.saveLater({ role }, 1000)}>
        Save later
      </button>
      <output aria-label="Status">{draft.status}</output>
      <output aria-label="Pending">{String(draft.pending)}</output>
      <output aria-label="Last saved">{draft.lastSavedAt ? 'yes' : 'no'}</output>
      <output aria-label="Draft id">{draft.draftId ?? ''}</output>
    </form>
  );
}

type Call = { method: string; body: { draftId?: string; draftData: { details: Body } } };

/**
 * Records the draft requests and how many were in flight at once. With `hold`, the first
 * request waits until `release()` is called.
 */
const recordDrafts = ({ hold = false } = {}) => {
  const calls: Call[] = [];
  const flight = { now: 0, max: 0 };
  let release = () => {};
  const gate = hold ? new Promise<void>((resolve) => (release = resolve)) : Promise.resolve();
  const record = async ({ request }: { request: Request }) => {
    calls.push({ method: request.method, body: await request.clone().json() });
    flight.now += 1;
    flight.max = Math.max(flight.max, flight.now);
    if (calls.length === 1) await gate;
    flight.now -= 1;
    return undefined; // on to the in-memory API
  };
  api.server.use(http.post(SAVE, record), http.put(UPDATE, record));
  return { calls, flight, release: () => release() };
};

const status = () => screen.getByRole('status', { name: 'Status' });
const roleBox = () => screen.getByRole('textbox', { name: 'Role' });

describe('useDraft', () => {
  it('creates the draft on the first save, updates it afterwards, and signals saved', async () => {
    const { calls } = recordDrafts();
    const { user } = renderWithProviders(<DraftProbe />);
    expect(status()).toHaveTextContent('idle');
    expect(screen.getByRole('status', { name: 'Last saved' })).toHaveTextContent('no');
    await user.type(roleBox(), 'Analyst');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(status()).toHaveTextContent('saved'));
    expect(screen.getByRole('status', { name: 'Last saved' })).toHaveTextContent('yes');
    // Quiet: the saved state is the signal (the wizards' SaveStatus), never a toast.
    expect(screen.queryByText('Data saved')).not.toBeInTheDocument();
    const id = screen.getByRole('status', { name: 'Draft id' }).textContent ?? '';
    expect(id).not.toBe('');
    await user.type(roleBox(), ' Lead');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(2));
    expect(calls.map((c) => c.method)).toEqual(['POST', 'PUT']);
    expect(calls[1]?.body).toEqual({
      draftId: id,
      draftData: { details: { role: 'Analyst Lead' } },
    });
  });

  it('updates a resumed draft from the first save', async () => {
    const { calls } = recordDrafts();
    const { user } = renderWithProviders(<DraftProbe draftId="d-resumed" />);
    await user.type(roleBox(), 'A');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]).toMatchObject({ method: 'PUT', body: { draftId: 'd-resumed' } });
  });

  it('sends one request at a time under rapid saves; the newest body waiting wins', async () => {
    const { calls, flight, release } = recordDrafts({ hold: true });
    const { user } = renderWithProviders(<DraftProbe />);
    const save = screen.getByRole('button', { name: 'Save' });
    await user.type(roleBox(), 'A');
    await user.click(save);
    expect(status()).toHaveTextContent('saving');
    for (const more of ['B', 'C', 'D']) {
      await user.type(roleBox(), more);
      await user.click(save);
    }
    expect(calls).toHaveLength(1);
    release();
    await waitFor(() => expect(status()).toHaveTextContent('saved'), { timeout: 3000 });
    expect(flight.max).toBe(1);
    expect(calls.map((c) => [c.method, c.body.draftData.details.role])).toEqual([
      ['POST', 'A'],
      ['PUT', 'ABCD'],
    ]);
  });

  it('keeps a failed save pending and retries it when the browser is back online', async () => {
    api.server.use(
      http.post(
        SAVE,
        () => HttpResponse.json({ message: 'Database unavailable' }, { status: 500 }),
        {
          once: true,
        },
      ),
    );
    const { calls } = recordDrafts();
    const { user } = renderWithProviders(<DraftProbe />);
    await user.type(roleBox(), 'Retry me');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Could not save draft')).toBeInTheDocument();
    expect(screen.getByText('Database unavailable')).toBeInTheDocument();
    expect(status()).toHaveTextContent('error');
    expect(screen.getByRole('status', { name: 'Pending' })).toHaveTextContent('true');

    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(status()).toHaveTextContent('saved'));
    expect(screen.getByRole('status', { name: 'Pending' })).toHaveTextContent('false');
    expect(calls.at(-1)?.body.draftData.details.role).toBe('Retry me');
  });

  it.each([401, 403])('signs out and goes to /login when a save answers %i', async (code) => {
    api.server.use(
      http.post(SAVE, () => HttpResponse.json({ message: 'Forbidden' }, { status: code }), {
        once: true,
      }),
    );
    const { user, onNavigate, tokenStore } = renderWithProviders(<DraftProbe />);
    expect(tokenStore.getToken()).toEqual(expect.any(String));
    await user.type(roleBox(), 'Not allowed');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/login'));
    expect(tokenStore.getToken()).toBeNull();
  });

  it('offline: sends nothing, says the answers are kept, and saves once online', async () => {
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const { calls } = recordDrafts();
    const { user } = renderWithProviders(<DraftProbe />);
    await user.type(roleBox(), 'Offline');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(/You are offline\. Your answers are kept/)).toBeInTheDocument();
    expect(calls).toHaveLength(0);
    onLine.mockReturnValue(true);
    act(() => {
      window.dispatchEvent(new Event('online'));
    });
    await waitFor(() => expect(calls).toHaveLength(1));
    await waitFor(() => expect(status()).toHaveTextContent('saved'));
  });

  it('saves later, after the quiet time', async () => {
    const { calls } = recordDrafts();
    const { user } = renderWithProviders(<DraftProbe />);
    await user.type(roleBox(), 'Quiet');
    await user.click(screen.getByRole('button', { name: 'Save later' }));
    expect(calls).toHaveLength(0);
    await waitFor(() => expect(calls).toHaveLength(1), { timeout: 3000 });
    expect(calls[0]?.body.draftData.details.role).toBe('Quiet');
  });

  it('sends a save waiting for quiet at once when unmounted (the page is left)', async () => {
    const { calls } = recordDrafts();
    const { user, unmount } = renderWithProviders(<DraftProbe />);
    await user.type(roleBox(), 'Later');
    await user.click(screen.getByRole('button', { name: 'Save later' }));
    await new Promise((r) => setTimeout(r, 200));
    expect(calls).toHaveLength(0);
    unmount();
    await waitFor(() => expect(calls).toHaveLength(1));
    expect(calls[0]?.body.draftData.details.role).toBe('Later');
  });

  it('keeps a local copy of what it tracks until the server has it', async () => {
    const local = { write: vi.fn(), clear: vi.fn() };
    recordDrafts();
    const { user } = renderWithProviders(<DraftProbe local={local} />);
    await user.type(roleBox(), 'Kept');
    await waitFor(() =>
      expect(local.write).toHaveBeenLastCalledWith(
        { role: 'Kept' },
        { draftId: undefined, pendingSave: false },
      ),
    );
    expect(local.clear).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(local.clear).toHaveBeenCalled());
  });
});
