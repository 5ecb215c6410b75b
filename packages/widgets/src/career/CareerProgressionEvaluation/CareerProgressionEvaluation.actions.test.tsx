import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { useSession } from '../../session/useSession';
import { renderWithProviders, setupMockApi } from '../../test';
import { signInDemoOn } from '../../test/demoSignIn';
import { CareerProgressionEvaluation } from './CareerProgressionEvaluation';
import { fillGoal, rateAll } from './testHelpers';

const api = setupMockApi({ seed: true });
const SUBMIT = '*/api/v1/survey/send-report-to-admin';

beforeEach(async () => {
  await signInDemoOn(api);
});

type User = ReturnType<typeof renderWithProviders>['user'];

function LoadingProbe() {
  return <output aria-label="global loading">{String(useSession().isLoading)}</output>;
}

const renderPage = () =>
  renderWithProviders(
    <>
      <CareerProgressionEvaluation />
      <LoadingProbe />
    </>,
  );

const toReport = async (user: User) => {
  await screen.findByText(/From your latest competency report/);
  await fillGoal(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await rateAll(user, 2);
  await user.click(screen.getByRole('button', { name: 'View Report' }));
  await screen.findByRole('heading', { name: 'Career Progression Report' });
};

const submitAndConfirm = async (user: User) => {
  await user.click(screen.getByRole('button', { name: 'Submit' }));
  const dialog = await screen.findByRole('alertdialog', { name: 'Submit Report' });
  expect(dialog).toHaveAccessibleDescription(
    'Are you sure you want to submit your career progression report?',
  );
  await user.click(within(dialog).getByRole('button', { name: 'Yes' }));
};

describe('<CareerProgressionEvaluation /> submit', { timeout: 30_000 }, () => {
  it('autosaves quietly, and toasts Data saved only for the Save draft the user asks for', async () => {
    const { user } = renderPage();
    await toReport(user);
    // Next and View Report saved already: the quiet indicator says so, no toast.
    expect(await screen.findByText(/^Saved at /)).toBeInTheDocument();
    expect(screen.queryByText('Data saved')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save draft' }));
    const region = screen.getByRole('region', { name: 'Notifications (Alt+T)' });
    expect(await within(region).findByText('Data saved')).toBeInTheDocument();
    expect(region).toHaveTextContent('Your data has been saved as draft successfully.');
  });

  it('asks before submitting; No keeps the report and sends nothing', async () => {
    const sent: unknown[] = [];
    api.server.use(
      http.post(SUBMIT, ({ request }) => {
        sent.push(request.url);
        return undefined;
      }),
    );
    const { user, onNavigate } = renderPage();
    await toReport(user);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Submit Report' });
    await user.click(within(dialog).getByRole('button', { name: 'No' }));
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(screen.getByRole('heading', { name: 'Career Progression Report' })).toBeInTheDocument();
    expect(sent).toEqual([]);
    expect(onNavigate).not.toHaveBeenCalledWith('/thank-you', undefined);
  });

  it('Yes submits with the global loading indicator, then goes to /thank-you', async () => {
    api.server.use(
      http.post(SUBMIT, async () => {
        await delay(150);
      }),
    );
    const { user, onNavigate } = renderPage();
    await toReport(user);
    await submitAndConfirm(user);
    const busy = await screen.findByText('Submitting your report...');
    expect(busy.closest('[role="status"]')).toHaveAttribute('aria-busy', 'true');
    expect(screen.getByLabelText('global loading')).toHaveTextContent('true');
    await waitFor(() => expect(onNavigate).toHaveBeenCalledWith('/thank-you', undefined));
    expect(screen.getByLabelText('global loading')).toHaveTextContent('false');
  });

  it('shows "Could not submit report" with the server message and stops loading on failure', async () => {
    api.server.use(
      http.post(SUBMIT, async () => {
        await delay(50);
        return HttpResponse.json({ message: 'Server is busy' }, { status: 500 });
      }),
    );
    const { user, onNavigate } = renderPage();
    await toReport(user);
    await submitAndConfirm(user);
    expect(await screen.findByText('Could not submit report')).toBeInTheDocument();
    expect(screen.getByText('Server is busy')).toBeInTheDocument();
    expect(screen.queryByText('Submitting your report...')).toBeNull();
    expect(screen.getByLabelText('global loading')).toHaveTextContent('false');
    expect(onNavigate).not.toHaveBeenCalledWith('/thank-you', undefined);
  });

  it('Edit Assessment returns to the skill step with the ratings kept', async () => {
    const { user } = renderPage();
    await toReport(user);
    await user.click(screen.getByRole('button', { name: 'Edit Assessment' }));
    const [first] = await screen.findAllByRole('radiogroup', { name: /^Your current level in / });
    expect(within(first as HTMLElement).getByRole('radio', { name: /^Level 2/ })).toBeChecked();
  });
});
