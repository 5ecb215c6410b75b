import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { beforeEach, describe, expect, it } from 'vitest';
import { setupMockApi } from '../../test/mockApi';
import { TEST_API_BASE } from '../../test/renderWithProviders';
import { signInDemo } from '../../test/resultsFixtures';
import {
  combobox,
  domainDescription,
  FOUR,
  fillDomain,
  generate,
  pick,
  renderSelection,
} from './testUtils';

const api = setupMockApi({ seed: true });
beforeEach(async () => {
  await signInDemo(TEST_API_BASE);
});

/** The live count: a status line that names the chosen against the total. */
const count = (text: string) => screen.findByText(text, { selector: '[role="status"]' });

describe('<CompetencySelection /> never dead-ends', () => {
  it('counts the chosen competencies live', async () => {
    const { user } = renderSelection();
    await screen.findByRole('dialog');
    await count('0 of 8 chosen (0 functional, 0 domain)');
    await pick(user, 'Functional Competencies', FOUR);
    await count('4 of 8 chosen (4 functional, 0 domain)');
  });

  it('asks for only as many domain competencies as the domain functions offer', async () => {
    api.server.use(
      http.post('*/api/v1/common/getDomainCompetencies', () =>
        HttpResponse.json({
          data: [
            { _id: 'claims-handling', name: 'Claims Handling', function: 'product-management' },
            { _id: 'underwriting', name: 'Underwriting', function: 'product-management' },
          ],
        }),
      ),
    );
    const { user } = renderSelection();
    await screen.findByRole('dialog');
    await fillDomain(user);
    await pick(user, 'Domain Competencies', ['Claims Handling']);
    expect(combobox('Domain Competencies')).toHaveAccessibleDescription(
      domainDescription(
        'Domain Competencies',
        'Only 2 domain competencies are offered for the chosen domain functions: select minimum 2 and max upto 4.',
      ),
    );
    expect(generate()).toBeDisabled();
    await count('5 of 6 chosen (4 functional, 1 domain)');
    await pick(user, 'Domain Competencies', ['Underwriting']);
    expect(generate()).toBeEnabled();
    await count('6 of 6 chosen (4 functional, 2 domain)');
  });

  it('generates from functional competencies alone when the industry has no domain process', async () => {
    api.server.use(
      http.get('*/api/v1/admin/:id/getDomainJobFamilyProcess', () =>
        HttpResponse.json({ data: [] }),
      ),
    );
    const { user } = renderSelection();
    await screen.findByRole('dialog');
    await pick(user, 'Functional Competencies', FOUR);
    await count('4 of 4 chosen (4 functional, 0 domain)');
    expect(generate()).toBeEnabled();
  });
});
