import { screen, waitFor, within } from '@testing-library/react';
import { delay, HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../../test/mockApi';
import { TEST_API_BASE } from '../../test/renderWithProviders';
import { signInDemo } from '../../test/resultsFixtures';
import {
  combobox,
  domainDescription,
  FOUR,
  FOUR_DOMAIN,
  fillDomain,
  generate,
  pick,
  renderSelection,
} from './testUtils';

const api = setupMockApi({ seed: true });
beforeEach(async () => {
  await signInDemo(TEST_API_BASE);
});

describe('<CompetencySelection /> limits and generation', () => {
  it('allows at most 3 domain processes and 3 domain functions', async () => {
    const families = ['One', 'Two', 'Three', 'Four'];
    api.server.use(
      http.get('*/api/v1/admin/:id/getDomainJobFamilyProcess', () =>
        HttpResponse.json({ data: families.map((name) => ({ _id: name.toLowerCase(), name })) }),
      ),
      http.post('*/api/v1/admin/getDomainFunctions', () =>
        HttpResponse.json({
          data: families.map((name) => ({
            _id: `fn-${name.toLowerCase()}`,
            name: `Fn ${name}`,
            process: 'one',
          })),
        }),
      ),
    );
    const { user } = renderSelection();
    await screen.findByRole('dialog');
    await pick(user, 'Functional Competencies', FOUR);
    await pick(user, 'Domain Process', families);
    expect(combobox('Domain Process')).toHaveAccessibleDescription(
      domainDescription(
        'Domain Process',
        'You can select atleast minimum 1 value and maximum upto 3 options.',
      ),
    );
    await pick(
      user,
      'Domain Function',
      families.map((n) => `Fn ${n}`),
    );
    expect(combobox('Domain Function')).toHaveAccessibleDescription(
      domainDescription('Domain Function', 'Select maximum 3 options.'),
    );
    expect(generate()).toBeDisabled();
  });

  it('generates the profile, showing Processing... meanwhile', async () => {
    api.server.use(
      http.post('*/api/v1/user/calculateCompetencyLevel', async () => {
        await delay(100);
      }),
    );
    const { user, onGenerated } = renderSelection();
    await screen.findByRole('dialog');
    await fillDomain(user);
    await pick(user, 'Domain Competencies', FOUR_DOMAIN);
    await user.click(generate());
    expect(await screen.findByRole('button', { name: 'Processing...' })).toHaveAttribute(
      'aria-busy',
      'true',
    );
    await waitFor(() => expect(onGenerated).toHaveBeenCalled());
    const profile = onGenerated.mock.calls[0]?.[0];
    expect(profile.competency).toEqual([
      'programming',
      'software-design',
      'testing-and-quality',
      'cloud-architecture',
    ]);
    expect(profile.domainProcess).toEqual(['digital-product']);
    expect(profile.domainFunction).toEqual(['product-management', 'user-experience']);
    expect(profile.competencyData.map((i: { title: string }) => i.title)).toEqual([
      ...FOUR,
      ...FOUR_DOMAIN,
    ]);
    expect(profile.selectedLevels).toEqual({});
  });

  it('shows "Failed to calculate competency" when the calculation fails', async () => {
    api.server.use(
      http.post('*/api/v1/user/calculateCompetencyLevel', () =>
        HttpResponse.json({ message: 'Boom' }, { status: 500 }),
      ),
    );
    const { user, onGenerated } = renderSelection();
    await screen.findByRole('dialog');
    await fillDomain(user);
    await pick(user, 'Domain Competencies', FOUR_DOMAIN);
    await user.click(generate());
    expect(await screen.findByText('Failed to calculate competency')).toBeInTheDocument();
    expect(screen.getByText('Error')).toBeInTheDocument();
    expect(onGenerated).not.toHaveBeenCalled();
    expect(generate()).toBeEnabled();
  });

  it('shows a domain function fetch failure inline with Retry (and logs it), no toast', async () => {
    const log = vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    api.server.use(
      http.post('*/api/v1/admin/getDomainFunctions', () =>
        fail ? HttpResponse.json({ message: 'Bad request' }, { status: 400 }) : undefined,
      ),
    );
    const { user } = renderSelection();
    await screen.findByRole('dialog');
    await pick(user, 'Functional Competencies', FOUR);
    await pick(user, 'Domain Process', ['Digital Product']);
    await waitFor(() =>
      expect(log).toHaveBeenCalledWith('Could not load domain functions', expect.anything()),
    );
    const field = screen.getByRole('group', { name: 'Domain Function' });
    expect(await within(field).findByRole('alert')).toHaveTextContent(
      'Could not load the options.',
    );
    expect(screen.queryByRole('combobox', { name: 'Domain Function' })).not.toBeInTheDocument();
    expect(screen.queryByText('Error')).not.toBeInTheDocument();
    fail = false;
    await user.click(within(field).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('combobox', { name: 'Domain Function' })).toBeEnabled();
  });

  it('closes with Cancel', async () => {
    const { user, onOpenChange } = renderSelection();
    await user.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onOpenChange).toHaveBeenCalledWith(false);
  });
});
