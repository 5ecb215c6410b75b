/** Test-only: the admin area rendered for the signed-in administrator, and its dialogs. */
import type { QueryClient } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import { vi } from 'vitest';
import { renderWithProviders } from '../../test';
import { AdminArea, type AdminAreaProps } from './AdminArea';
import type { TestAdmin } from './testAdminSession';

type User = ReturnType<typeof renderWithProviders>['user'];

/** The admin area, signed in as the administrator (`queryClient`: one the test can reach). */
export const renderAdminArea = (
  admin: TestAdmin,
  props: Partial<AdminAreaProps> = {},
  { queryClient }: { queryClient?: QueryClient } = {},
) =>
  renderWithProviders(<AdminArea onViewReport={vi.fn()} {...props} />, {
    tokenStore: admin.tokenStore,
    queryClient,
  });

/** Opens an organisation's dialog from its row: the button and the dialog share the label. */
export const openOrganizationDialog = async (user: User, label: string) => {
  await user.click(await screen.findByRole('button', { name: label }, { timeout: 10_000 }));
  return screen.findByRole('dialog', { name: label });
};
