import { act, screen, waitFor, within } from '@testing-library/react';
import { http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import * as fieldStyles from '../../primitives/TextField/TextField.css';
import { setupMockApi } from '../../test/mockApi';
import { TEST_API_BASE } from '../../test/renderWithProviders';
import { sampleWizardData, signInDemo } from '../../test/resultsFixtures';
import {
  combobox,
  competencyList,
  domainDescription,
  domainMessage,
  FOUR,
  fillDomain,
  generate,
  MIN_MAX,
  pick,
  renderSelection,
  setData,
} from './testUtils';

const api = setupMockApi({ seed: true });
const errorClass = fieldStyles.error;
beforeEach(async () => {
  await signInDemo(TEST_API_BASE);
});

describe('<CompetencySelection /> labels', () => {
  it('names each field by one label: no section legend above a field of its own', async () => {
    const { user } = renderSelection();
    await screen.findByRole('searchbox', { name: 'Search competencies' });
    await fillDomain(user);
    const dialog = screen.getByRole('dialog');
    const labels = [...dialog.querySelectorAll('legend, label:not([for*="-competency-c-"])')]
      .map((el) => el.textContent?.replace('*', ''))
      .concat(
        [...dialog.querySelectorAll('[id$="-label"]')].map((el) =>
          el.textContent?.replace('*', ''),
        ),
      );
    expect(labels.filter((l) => l === 'Functional Competencies')).toHaveLength(1);
    expect(labels).not.toContain('Competencies');
    expect(screen.getByRole('group', { name: 'Functional Competencies' })).toBeInTheDocument();
    for (const name of ['Domain Process', 'Domain Function', 'Domain Competencies']) {
      expect(labels.filter((l) => l === name)).toHaveLength(1);
    }
  });
});

describe('<CompetencySelection /> competency list', () => {
  it('shows the competencies as pending while they load, then grouped by function', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.server.use(
      http.post('*/api/v1/common/getFunctionalCompetencies', async () => {
        await answered;
        return undefined;
      }),
    );
    renderSelection();
    const pending = await screen.findByRole('group', { name: 'Functional Competencies' });
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(within(pending).getByRole('status')).toHaveTextContent('Loading options…');
    expect(screen.queryByRole('checkbox')).not.toBeInTheDocument();
    release();
    await screen.findByRole('searchbox', { name: 'Search competencies' });
    const list = competencyList();
    const headings = within(list)
      .getAllByRole('heading')
      .map((h) => h.textContent);
    // the role's functions by their catalog names, in the role's order
    expect(headings[0]).toBe('Backend Development');
    expect(headings.length).toBeGreaterThan(1);
    for (const name of headings) {
      expect(within(list).getByRole('group', { name: name ?? '' })).toBeInTheDocument();
    }
  });

  it('keeps the chosen ones in a Chosen group at the top; the search filters', async () => {
    const { user } = renderSelection();
    await pick(user, 'Functional Competencies', ['Web Development', 'Programming']);
    const list = competencyList();
    expect(within(list).getAllByRole('heading')[0]).toHaveTextContent('Chosen');
    const chosen = within(list).getByRole('group', { name: 'Chosen' });
    expect(within(chosen).getAllByRole('checkbox', { checked: true })).toHaveLength(2);
    await user.type(screen.getByRole('searchbox', { name: 'Search competencies' }), 'CLOUD');
    expect(
      within(list)
        .getAllByRole('checkbox')
        .map((c) => c.closest('li')?.textContent),
    ).toEqual(['Cloud Architecture']);
  });
});

describe('<CompetencySelection /> rules', () => {
  it('offers the functional competencies and needs 4 to 6 of them', async () => {
    const { user } = renderSelection();
    expect(await screen.findByRole('dialog', { name: 'Competency Profile' })).toBeInTheDocument();
    expect(generate()).toBeDisabled();
    await pick(user, 'Functional Competencies', FOUR.slice(0, 3));
    expect(competencyList()).toHaveAccessibleDescription(MIN_MAX);
    expect(screen.getByText(MIN_MAX)).toHaveClass(errorClass);
    expect(screen.queryByRole('group', { name: 'Domain' })).not.toBeInTheDocument();
    expect(generate()).toBeDisabled();
    await pick(user, 'Functional Competencies', [
      'Cloud Architecture',
      'Stakeholder Management',
      'Web Development',
      'Incident Management',
    ]);
    expect(competencyList()).toHaveAccessibleDescription(MIN_MAX);
    expect(generate()).toBeDisabled();
  });

  it('shows the domain section after more than 3 competencies, with min 8 - n and max 4', async () => {
    const { user } = renderSelection();
    await screen.findByRole('dialog');
    await pick(user, 'Functional Competencies', FOUR);
    expect(competencyList()).not.toHaveAccessibleDescription();
    const domain = screen.getByRole('group', { name: 'Domain' });
    expect(domain).toBeEnabled();
    expect(combobox('Domain Competencies')).toHaveAccessibleDescription(
      domainDescription('Domain Competencies', domainMessage(4)),
    );
    await pick(user, 'Domain Process', ['Digital Product']);
    await pick(user, 'Domain Function', ['Product Management', 'User Experience']);
    // the chosen functional competencies are not offered again
    await user.click(combobox('Domain Competencies'));
    const list = await screen.findByRole('listbox', { name: 'Domain Competencies' });
    expect(
      within(list)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual([
      'Product Strategy',
      'User Research',
      'Stakeholder Management',
      'Team Leadership',
      'Web Development',
    ]);
    await user.keyboard('{Escape}');
    await pick(user, 'Domain Competencies', [
      'Product Strategy',
      'User Research',
      'Team Leadership',
    ]);
    expect(combobox('Domain Competencies')).toHaveAttribute('aria-invalid', 'true');
    expect(combobox('Domain Competencies')).toHaveAccessibleDescription(
      domainDescription('Domain Competencies', domainMessage(4)),
    );
    expect(generate()).toBeDisabled();
    await pick(user, 'Domain Competencies', ['Stakeholder Management', 'Web Development']);
    expect(combobox('Domain Competencies')).toHaveAccessibleDescription(
      domainDescription('Domain Competencies', domainMessage(4)),
    );
    await pick(user, 'Domain Competencies', ['Web Development']);
    expect(combobox('Domain Competencies')).not.toHaveAttribute('aria-invalid');
    expect(generate()).toBeEnabled();
  });

  it('lowers the domain minimum as more competencies are chosen', async () => {
    const { user } = renderSelection();
    await screen.findByRole('dialog');
    await pick(user, 'Functional Competencies', [
      ...FOUR,
      'Stakeholder Management',
      'Incident Management',
    ]);
    expect(combobox('Domain Competencies')).toHaveAccessibleDescription(
      domainDescription('Domain Competencies', domainMessage(2)),
    );
  });

  it('clears the domain selections when the competencies change', async () => {
    const { user } = renderSelection();
    await screen.findByRole('dialog');
    await fillDomain(user);
    expect(screen.getByRole('button', { name: 'Remove Digital Product' })).toBeInTheDocument();
    await pick(user, 'Functional Competencies', ['Incident Management']);
    expect(
      screen.queryByRole('button', { name: 'Remove Digital Product' }),
    ).not.toBeInTheDocument();
    expect(
      screen.queryByRole('button', { name: 'Remove User Experience' }),
    ).not.toBeInTheDocument();
    expect(combobox('Domain Process')).toHaveAttribute('placeholder', 'Select options...');
  });

  it('clears the competencies when the first one is no longer offered', async () => {
    const { user } = renderSelection();
    await screen.findByRole('dialog');
    await pick(user, 'Functional Competencies', ['Web Development', 'Programming']);
    expect(screen.getByRole('checkbox', { name: 'Web Development' })).toBeChecked();
    const withoutFrontend = {
      ...sampleWizardData,
      details: { ...sampleWizardData.details, currentFunction: ['backend-development'] },
    };
    act(() => setData(withoutFrontend));
    await waitFor(() =>
      expect(screen.getByRole('checkbox', { name: 'Programming' })).not.toBeChecked(),
    );
    expect(screen.queryByRole('checkbox', { name: 'Web Development' })).not.toBeInTheDocument();
    expect(screen.queryByRole('group', { name: 'Chosen' })).not.toBeInTheDocument();
  });
});
