import { createBrowserTokenStore, type User } from '@rolescope/core';
import { screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { describe, expect, it, vi } from 'vitest';
import { useSession } from '../../session/useSession';
import { renderWithProviders, setupMockApi, TEST_API_BASE } from '../../test';
import { ProfileDialog } from './ProfileDialog';

const { demoToken, server } = setupMockApi({ seed: true });

const demoUser: User = {
  _id: 'u1',
  email: 'demo@rolescope.app',
  mobile: '9876543210',
  designation: 'Engineer',
  level: 'Senior',
  functionDepartment: 'Engineering',
  role: 'user',
  name: 'Demo User',
};

const signedIn = async () => {
  const tokenStore = createBrowserTokenStore<User>();
  tokenStore.setSession({ token: await demoToken(), user: demoUser });
  return tokenStore;
};

/** The session's user name beside the dialog, as any greeting would show it. */
function Greeting() {
  const { user } = useSession();
  return <p>Hello {user?.name || '(no name)'}</p>;
}

const renderDialog = async (onOpenChange = vi.fn(), onSaved = vi.fn()) => {
  const tokenStore = await signedIn();
  const rendered = renderWithProviders(
    <>
      <Greeting />
      <ProfileDialog open onOpenChange={onOpenChange} onSaved={onSaved} />
    </>,
    { tokenStore },
  );
  const dialog = await screen.findByRole('dialog', { name: 'Profile' });
  const field = within(dialog).getByRole('textbox', { name: 'Full Name' });
  return { ...rendered, tokenStore, dialog, field, onOpenChange, onSaved };
};

describe('<ProfileDialog />', () => {
  it('saves the trimmed name: the session user changes at once and the dialog closes', async () => {
    const { user, field, dialog, onOpenChange, onSaved, tokenStore } = await renderDialog();
    expect(field).toHaveValue('Demo User');
    await user.clear(field);
    await user.type(field, '  Asha Sharma  ');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onOpenChange).toHaveBeenCalledWith(false));
    expect(onSaved).toHaveBeenCalledWith(expect.objectContaining({ name: 'Asha Sharma' }));
    expect(screen.getByText('Hello Asha Sharma')).toBeInTheDocument();
    expect(tokenStore.getUser()?.name).toBe('Asha Sharma');
  });

  it('saves an empty name as "no name"', async () => {
    const { user, field, dialog, tokenStore } = await renderDialog();
    await user.clear(field);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.getByText('Hello (no name)')).toBeInTheDocument());
    expect(tokenStore.getUser()?.name).toBe('');
  });

  it('refuses more than 100 characters with a message and keeps what was typed', async () => {
    const { user, field, dialog, onOpenChange } = await renderDialog();
    await user.clear(field);
    const long = 'x'.repeat(101);
    await user.click(field);
    await user.paste(long);
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await within(dialog).findByText('Full name must be at most 100 characters'),
    ).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue(long);
    expect(onOpenChange).not.toHaveBeenCalled();
  });

  it("shows the server's message and keeps the dialog open on failure", async () => {
    server.use(
      http.patch(`${TEST_API_BASE}/v1/user/me`, () =>
        HttpResponse.json({ message: 'Profile service unavailable' }, { status: 503 }),
      ),
    );
    const { user, field, dialog, onOpenChange, tokenStore } = await renderDialog();
    await user.type(field, ' Jr');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Profile service unavailable',
    );
    expect(field).toHaveValue('Demo User Jr');
    expect(onOpenChange).not.toHaveBeenCalledWith(false);
    expect(tokenStore.getUser()?.name).toBe('Demo User');
  });

  it("puts the server's field message on the name", async () => {
    server.use(
      http.patch(`${TEST_API_BASE}/v1/user/me`, () =>
        HttpResponse.json(
          { message: 'Validation failed', errors: { name: 'Please enter a different name' } },
          { status: 400 },
        ),
      ),
    );
    const { user, field, dialog } = await renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('Please enter a different name')).toBeVisible();
    expect(field).toHaveAttribute('aria-invalid', 'true');
    expect(field).toHaveValue('Demo User');
  });

  it('Cancel closes without saving', async () => {
    const { user, dialog, onOpenChange, onSaved } = await renderDialog();
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
    expect(onSaved).not.toHaveBeenCalled();
  });
});
