import { responsibilityQuestions } from '@rolescope/core/options';
import { screen } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { emptyQuickCheck, type QuickCheckValues } from '../../../model/career/careerModel';
import { renderWithProviders, setupMockApi } from '../../../test';
import { signInDemoOn } from '../../../test/demoSignIn';
import { choose } from '../testHelpers';
import { QuickCheck } from './QuickCheck';

const api = setupMockApi({ seed: true });

let last: QuickCheckValues = emptyQuickCheck;
function Harness() {
  const [value, setValue] = useState<QuickCheckValues>(emptyQuickCheck);
  last = value;
  return <QuickCheck value={value} onChange={setValue} />;
}

describe('<QuickCheck />', { timeout: 30_000 }, () => {
  it('shows the industries as pending while they load, then the select', async () => {
    await signInDemoOn(api);
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.server.use(
      http.get('*/api/v1/admin/getIndustryCategories', async () => {
        await answered;
        return undefined;
      }),
    );
    const { user } = renderWithProviders(<Harness />);
    const pending = screen.getByRole('group', { name: /Industry category/ });
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(pending).toHaveTextContent('Loading options…');
    expect(screen.queryByRole('combobox', { name: /Industry category/ })).not.toBeInTheDocument();
    release();
    await choose(user, /Industry category/, 'Technology');
    expect(last.industryCategory).toBe('technology');
  });

  it('asks the industry, then the job family, then 1 to 3 functions from the catalog', async () => {
    await signInDemoOn(api);
    const { user } = renderWithProviders(<Harness />);
    const fn = screen.getByRole('combobox', { name: /Your function/ });
    expect(fn).toBeDisabled();
    await choose(user, /Industry category/, 'Technology');
    await choose(user, /Job family\/process/, 'Software Engineering');
    await user.click(await screen.findByRole('combobox', { name: /Your function/ }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual([
      'Backend Development',
      'Frontend Development',
      'Quality Engineering',
    ]);
    await user.click(screen.getByRole('option', { name: 'Backend Development' }));
    await user.click(screen.getByRole('option', { name: 'Quality Engineering' }));
    expect(last).toMatchObject({
      industryCategory: 'technology',
      jobFamily: 'software-engineering',
      functions: ['backend-development', 'quality-engineering'],
    });
    expect(screen.getByRole('combobox', { name: /Your function/ })).toHaveAccessibleDescription(
      'Choose 1 to 3 functions: the competencies to assess come from them.',
    );
  });

  it('says when more than three functions are chosen', async () => {
    await signInDemoOn(api);
    api.server.use(
      http.post('*/api/v1/admin/getFunctions', () =>
        HttpResponse.json({
          data: ['One', 'Two', 'Three', 'Four'].map((name) => ({
            _id: name.toLowerCase(),
            name,
            process: 'software-engineering',
          })),
        }),
      ),
    );
    const { user } = renderWithProviders(<Harness />);
    await choose(user, /Industry category/, 'Technology');
    await choose(user, /Job family\/process/, 'Software Engineering');
    const fn = screen.getByRole('combobox', { name: /Your function/ });
    await user.click(fn);
    for (const name of ['One', 'Two', 'Three']) {
      await user.click(await screen.findByRole('option', { name }));
    }
    expect(fn).not.toHaveAccessibleDescription(/Select minimum 1/);
    await user.click(screen.getByRole('option', { name: 'Four' }));
    expect(fn).toHaveAccessibleDescription(/Select minimum 1 and maximum 3 options\./);
    expect(last.functions).toHaveLength(4);
  });

  it('clears the job family and functions when the industry changes, and keeps the answers', async () => {
    await signInDemoOn(api);
    const { user } = renderWithProviders(<Harness />);
    await choose(user, /Industry category/, 'Technology');
    await choose(user, /Job family\/process/, 'Software Engineering');
    const [first] = responsibilityQuestions;
    const option = first?.options[2];
    if (!option) throw new Error('question');
    await user.click(screen.getByRole('radio', { name: option.label }));
    await choose(user, /Industry category/, 'BFSI');
    expect(last).toMatchObject({
      industryCategory: 'bfsi',
      jobFamily: '',
      functions: [],
      answers: { [first.id]: option.id },
    });
  });
});
