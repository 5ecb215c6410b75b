import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpResponse, http } from 'msw';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { setupMockApi } from '../../test/mockApi';
import { isRoleDetailsStepComplete } from './roleDetailsLogic';
import { categoriesLoaded, renderRoleDetails, signInDemoBeforeAll } from './testHarness';

const api = setupMockApi({ seed: true });
const token = signInDemoBeforeAll(api);

const technology = {
  industryCategory: 'technology',
  currentIndustry: 'saas',
  process: ['software-engineering', 'data-and-analytics', 'it-operations'],
};

const tier = (n: 1 | 2 | 3) => within(screen.getByRole('group', { name: `Tier ${n}` }));

describe('<RoleDetailsStep />', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a pending state (never an empty select), then the industry categories of the API', async () => {
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
    const { user } = renderRoleDetails(token);
    const pending = screen.getByRole('group', { name: 'Industry Category' });
    expect(pending).toHaveAttribute('aria-busy', 'true');
    expect(within(pending).getByRole('status')).toHaveTextContent('Loading options…');
    expect(screen.queryByRole('combobox', { name: 'Industry Category' })).not.toBeInTheDocument();
    release();
    const combobox = await categoriesLoaded();
    expect(screen.queryByText('Loading options…')).not.toBeInTheDocument();
    await user.click(combobox);
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Technology', 'BFSI']);
  });

  it('shows the job families and functions as pending while they load', async () => {
    let release: () => void = () => {};
    const answered = new Promise<void>((resolve) => {
      release = resolve;
    });
    api.server.use(
      http.get('*/api/v1/admin/:id/getJobFamilyProcess', async () => {
        await answered;
        return undefined;
      }),
      http.post('*/api/v1/admin/getFunctions', async () => {
        await answered;
        return undefined;
      }),
    );
    renderRoleDetails(token, technology);
    for (const name of ['Job Family/Process', 'Function']) {
      const field = await screen.findByRole('group', { name });
      expect(field).toHaveAttribute('aria-busy', 'true');
      expect(within(field).getByRole('status')).toHaveTextContent('Loading options…');
      expect(screen.queryByRole('combobox', { name })).not.toBeInTheDocument();
    }
    release();
    expect(await screen.findByRole('combobox', { name: 'Function' })).toBeEnabled();
    expect(screen.getByRole('combobox', { name: 'Job Family/Process' })).toBeEnabled();
  });

  it('shows an inline error with Retry when the categories fail, keeping the answers', async () => {
    let fail = true;
    api.server.use(
      http.get('*/api/v1/admin/getIndustryCategories', () =>
        fail ? HttpResponse.json({ message: 'Down' }, { status: 400 }) : undefined,
      ),
    );
    const { user } = renderRoleDetails(token, { role: 'Analyst' });
    const field = screen.getByRole('group', { name: 'Industry Category' });
    expect(await within(field).findByRole('alert')).toHaveTextContent(
      'Could not load the options.',
    );
    fail = false;
    await user.click(within(field).getByRole('button', { name: 'Retry' }));
    await categoriesLoaded();
    expect(screen.getByRole('textbox', { name: 'Role' })).toHaveValue('Analyst');
  });

  it('offers the four experience options, 3 to 5 years included', async () => {
    const { user, last } = renderRoleDetails(token);
    await user.click(screen.getByRole('combobox', { name: 'Experience' }));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual([
      'Fresher',
      '<3 Years',
      '3-5 Years',
      '>5 Years',
    ]);
    await user.click(screen.getByRole('option', { name: '3-5 Years' }));
    expect(last().experience).toBe('3-5-years');
  });

  it('explains each tier in one line, describing the tier and its institutes', () => {
    renderRoleDetails(token);
    const tiers = [
      /^Tier 1: nationally top-ranked institutes \(IITs, IIMs/,
      /^Tier 2: well-regarded national and regional institutes \(NITs, IIITs/,
      /^Tier 3: other state, private and affiliated colleges/,
    ];
    for (const [i, text] of tiers.entries()) {
      const n = (i + 1) as 1 | 2 | 3;
      expect(screen.getByRole('group', { name: `Tier ${n}` })).toHaveAccessibleDescription(text);
      expect(
        tier(n).getByRole('combobox', { name: `Tier ${n} Institutes` }),
      ).toHaveAccessibleDescription(text);
      expect(tier(n).getByText(text)).toBeVisible();
    }
  });

  it('presets the disabled preferred degree to the MBA and marks the required fields', () => {
    renderRoleDetails(token);
    const degree = screen.getByRole('combobox', { name: 'Preferred Degree' });
    expect(degree).toBeDisabled();
    expect(screen.getByText('MBA (Master of Business Administration)')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Role' })).toBeRequired();
    expect(screen.getByRole('textbox', { name: 'Company' })).toBeRequired();
    expect(screen.getByRole('combobox', { name: 'Function' })).toHaveAttribute('aria-required');
    expect(tier(1).getByRole('textbox', { name: 'Total CTC' })).toBeRequired();
    expect(tier(1).getByRole('textbox', { name: 'ESOP Value' })).not.toBeRequired();
  });

  it('resets current industry, job families, functions and tiers (and their errors) on a new category', async () => {
    const { user, last } = renderRoleDetails(token, {
      ...technology,
      process: ['a', 'b', 'c', 'd'],
      currentFunction: ['backend-development'],
      tier1: ['iim-ahmedabad'],
      tier2: ['iit-bombay'],
      tier3: ['nit-warangal'],
      role: 'Analyst',
      'tier1-ctc': 500000,
    });
    expect(
      await screen.findByText('You can select atleast minimum 1 value and maximum upto 3 options.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Select minimum 3 and maximum 6 options.')).toBeInTheDocument();
    const combobox = await categoriesLoaded();
    await user.click(combobox);
    await user.click(screen.getByRole('option', { name: 'BFSI' }));
    expect(last()).toMatchObject({
      industryCategory: 'bfsi',
      process: [],
      currentFunction: [],
      tier1: [],
      tier2: [],
      tier3: [],
      role: 'Analyst',
      'tier1-ctc': 500000,
    });
    expect(last().currentIndustry).toBeUndefined();
    expect(screen.queryByText(/maximum upto 3 options/)).not.toBeInTheDocument();
    expect(screen.queryByText('Select minimum 3 and maximum 6 options.')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remove IIM Ahmedabad' })).not.toBeInTheDocument();
  });

  it('adds a fourth job family with the message, keeping the choice', async () => {
    api.server.use(
      http.get('*/api/v1/admin/:id/getJobFamilyProcess', () =>
        HttpResponse.json({
          data: ['One', 'Two', 'Three', 'Four'].map((name) => ({ _id: name.toLowerCase(), name })),
        }),
      ),
    );
    const { user, last } = renderRoleDetails(token, {
      industryCategory: 'technology',
      process: ['one', 'two', 'three'],
    });
    const process = await screen.findByRole('combobox', { name: 'Job Family/Process' });
    await user.click(process);
    await user.click(await screen.findByRole('option', { name: 'Four' }));
    expect(last().process).toEqual(['one', 'two', 'three', 'four']);
    expect(process).toHaveAccessibleDescription(
      'You can select atleast minimum 1 value and maximum upto 3 options.',
    );
    await user.click(screen.getByRole('button', { name: 'Remove One' }));
    expect(process).not.toHaveAccessibleDescription(/maximum upto 3/);
  });

  it('asks for 3 to 6 functions, offered for the chosen job families', async () => {
    const { user, last } = renderRoleDetails(token, technology);
    const fn = await screen.findByRole('combobox', { name: 'Function' });
    await user.click(fn);
    const options = await screen.findAllByRole('option');
    expect(options).toHaveLength(7);
    await user.click(screen.getByRole('option', { name: 'Backend Development' }));
    await user.click(screen.getByRole('option', { name: 'Data Science' }));
    expect(fn).toHaveAccessibleDescription('Select minimum 3 and maximum 6 options.');
    await user.click(screen.getByRole('option', { name: 'Cloud Operations' }));
    expect(fn).not.toHaveAccessibleDescription(/Select minimum 3/);
    for (const name of ['Frontend Development', 'Quality Engineering', 'Data Engineering']) {
      await user.click(screen.getByRole('option', { name }));
    }
    expect(fn).not.toHaveAccessibleDescription(/Select minimum 3/);
    await user.click(screen.getByRole('option', { name: 'Service Management' }));
    expect(last().currentFunction).toHaveLength(7);
    expect(fn).toHaveAccessibleDescription('Select minimum 3 and maximum 6 options.');
  });

  it('drops the functions of a job family that is removed', async () => {
    const { user, last } = renderRoleDetails(token, {
      ...technology,
      currentFunction: ['backend-development', 'data-science', 'cloud-operations'],
    });
    await screen.findByRole('button', { name: 'Remove Backend Development' });
    await user.click(screen.getByRole('button', { name: 'Remove Data and Analytics' }));
    expect(last().currentFunction).toEqual(['backend-development', 'cloud-operations']);
  });

  it('shows both messages of each CTC pair', async () => {
    renderRoleDetails(token, { 'tier1-ctc': 100, 'tier2-ctc': 200, 'tier3-ctc': 300 });
    const ctc = (n: 1 | 2 | 3) => tier(n).getByRole('textbox', { name: 'Total CTC' });
    await waitFor(() =>
      expect(ctc(1)).toHaveAccessibleDescription('Tier 1 CTC must be greater than Tier 2 CTC'),
    );
    expect(tier(2).getByText('Tier 2 CTC must be less than Tier 1 CTC')).toBeInTheDocument();
    expect(tier(2).getByText('Tier 2 CTC must be greater than Tier 3 CTC')).toBeInTheDocument();
    expect(ctc(3)).toHaveAccessibleDescription('Tier 3 CTC must be less than Tier 2 CTC');
    expect(ctc(1)).toHaveValue('₹100');
  });

  it('re-checks the pay fields 300 ms after the last change, showing the typing at once', async () => {
    renderRoleDetails(token, { 'tier1-ctc': 500000 });
    // Async act: the resolver's answer is rendered before each assertion.
    const advance = (ms: number) => act(async () => vi.advanceTimersByTime(ms));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const ctc2 = tier(2).getByRole('textbox', { name: 'Total CTC' });
    fireEvent.change(ctc2, { target: { value: '6' } });
    await advance(200);
    fireEvent.change(ctc2, { target: { value: '600000' } });
    expect(ctc2).toHaveValue('₹6,00,000');
    await advance(299);
    expect(screen.queryByText('Tier 1 CTC must be greater than Tier 2 CTC')).toBeNull();
    await advance(1);
    expect(screen.getByText('Tier 1 CTC must be greater than Tier 2 CTC')).toBeInTheDocument();
    expect(screen.getByText('Tier 2 CTC must be less than Tier 1 CTC')).toBeInTheDocument();
    fireEvent.change(ctc2, { target: { value: '₹4,00,000' } });
    await advance(300);
    expect(screen.queryByText('Tier 1 CTC must be greater than Tier 2 CTC')).toBeNull();
  });

  it('keeps money fields to digits and ignores a percentage above 100', async () => {
    const { user, last } = renderRoleDetails(token);
    const variable = tier(1).getByRole('textbox', { name: 'Variable' });
    await user.type(variable, '12a3');
    expect(variable).toHaveValue('₹123');
    expect(last()['tier1-variable']).toBe(123);
    const interns = tier(1).getByRole('textbox', { name: 'Pre-placement Offer (%)' });
    await user.type(interns, '150');
    expect(interns).toHaveValue('15');
    await user.clear(interns);
    await user.type(interns, '100');
    expect(interns).toHaveValue('100');
    expect(last()['tier1-recruitedinterns']).toBe(100);
  });

  it('counts the role objective and caps it at 250 characters', async () => {
    const { user, last } = renderRoleDetails(token);
    const objective = screen.getByRole('textbox', { name: 'Role Objective' });
    expect(objective).toHaveAccessibleDescription('0/250');
    await user.type(objective, 'Lead');
    expect(screen.getByText('4/250')).toBeInTheDocument();
    await user.paste('x'.repeat(300));
    expect(last().description).toHaveLength(250);
    expect(screen.getByText('250/250')).toBeInTheDocument();
  });

  it('flags open positions below 0 and keeps what was typed', async () => {
    const { user, last } = renderRoleDetails(token);
    const open = screen.getByRole('textbox', { name: 'Open Positions' });
    await user.type(open, '-3');
    expect(open).toHaveValue('-3');
    expect(last().openPositions).toBe(-3);
    expect(open).toHaveAccessibleDescription('Open positions must be a number of 0 or more');
    await user.clear(open);
    await user.type(open, '4');
    expect(open).not.toHaveAttribute('aria-invalid');
  });

  it('removes the institutes of one tier from the options of the others', async () => {
    const { user } = renderRoleDetails(token, { tier1: ['iim-ahmedabad'] });
    const t2 = tier(2).getByRole('combobox', { name: 'Tier 2 Institutes' });
    await user.click(t2);
    await user.keyboard('Ahmedabad');
    expect(screen.getByText('No matching options')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await user.clear(t2);
    await user.click(t2);
    await user.keyboard('IIM Bang{Enter}');
    const t1 = tier(1).getByRole('combobox', { name: 'Tier 1 Institutes' });
    await user.click(t1);
    await user.keyboard('IIM Bang');
    expect(screen.getByText('No matching options')).toBeInTheDocument();
  });

  it('clears the CTC messages once corrected, and the step then counts as complete', async () => {
    const { user, last } = renderRoleDetails(token, {
      role: 'Analyst',
      industryCategory: 'technology',
      currentIndustry: 'saas',
      currentCompany: 'Acme',
      process: ['software-engineering'],
      currentFunction: ['backend-development', 'frontend-development', 'quality-engineering'],
      openPositions: 2,
      experience: 'fresher',
      tier1: ['iim-ahmedabad'],
      tier2: ['iim-indore'],
      tier3: ['nit-warangal'],
      'tier1-ctc': 1000000,
      'tier2-ctc': 2000000,
      'tier3-ctc': 500000,
      'tier1-recruitedinterns': 50,
      'tier2-recruitedinterns': 20,
      'tier3-recruitedinterns': 10,
      description: 'Own the platform.',
    });
    const ctc1 = tier(1).getByRole('textbox', { name: 'Total CTC' });
    await waitFor(() =>
      expect(ctc1).toHaveAccessibleDescription('Tier 1 CTC must be greater than Tier 2 CTC'),
    );
    expect(isRoleDetailsStepComplete(last())).toBe(false);
    await user.clear(ctc1);
    await user.type(ctc1, '3000000');
    expect(isRoleDetailsStepComplete(last())).toBe(true);
    await waitFor(() => expect(ctc1).not.toHaveAttribute('aria-invalid'));
    expect(screen.queryByText('Tier 2 CTC must be less than Tier 1 CTC')).toBeNull();
  });
});
