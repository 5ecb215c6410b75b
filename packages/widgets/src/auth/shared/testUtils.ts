import { screen, waitFor, within } from '@testing-library/react';

/** The provider's notification region. */
const toastRegion = () => screen.getByRole('region', { name: /^Notifications/ });

/** Waits for the toast titled `title` (a status, or an alert when destructive). */
export const findToast = (title: string, role: 'status' | 'alert' = 'status') =>
  waitFor(() => {
    const toasts = within(toastRegion()).queryAllByRole(role);
    const match = toasts.find((t) => t.querySelector('p')?.textContent === title);
    if (!match) throw new Error(`No ${role} toast titled "${title}"`);
    return match;
  });
