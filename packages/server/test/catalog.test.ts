import { describe, expect, it } from 'vitest';
import { makeTestApp } from './harness';
import { storeFactories } from './stores';

type Items = { data: Array<Record<string, unknown>> };

describe.each(storeFactories)('catalog endpoints ($name store)', ({ create }) => {
  const setup = async () => {
    const t = await makeTestApp({ store: await create() });
    return { t, token: (await t.signUpAndLogin(1)).token };
  };

  it('lists the industry categories present in the catalog with their complexity', async () => {
    const { t, token } = await setup();
    const res = await t.call<Items>('GET', '/v1/admin/getIndustryCategories', { token });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { _id: 'technology', name: 'Technology', complexity: 'high' },
      { _id: 'bfsi', name: 'BFSI', complexity: 'moderate' },
    ]);
  });

  it('lists job families and domain job families of an industry, 404 for an unknown one', async () => {
    const { t, token } = await setup();
    const jf = await t.call<Items>('GET', '/v1/admin/technology/getJobFamilyProcess', { token });
    expect(jf.body.data).toEqual([
      { _id: 'software-engineering', name: 'Software Engineering' },
      { _id: 'data-and-analytics', name: 'Data and Analytics' },
      { _id: 'it-operations', name: 'IT Operations' },
    ]);
    const domain = await t.call<Items>('GET', '/v1/admin/bfsi/getDomainJobFamilyProcess', {
      token,
    });
    expect(domain.body.data).toEqual([{ _id: 'banking-operations', name: 'Banking Operations' }]);
    for (const path of [
      '/v1/admin/mining/getJobFamilyProcess',
      '/v1/admin/mining/getDomainJobFamilyProcess',
    ]) {
      const res = await t.call('GET', path, { token });
      expect(res.status).toBe(404);
      expect(res.body.message).toBe('Industry category not found');
    }
  });

  it('lists functions of the requested job families once each, with their process', async () => {
    const { t, token } = await setup();
    const res = await t.call<Items>('POST', '/v1/admin/getFunctions', {
      token,
      body: {
        industryCategory: 'technology',
        jobFamilyProcessOptions: ['it-operations', 'data-and-analytics', 'retail-banking'],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { _id: 'cloud-operations', name: 'Cloud Operations', process: 'it-operations' },
      { _id: 'service-management', name: 'Service Management', process: 'it-operations' },
      { _id: 'data-engineering', name: 'Data Engineering', process: 'data-and-analytics' },
      { _id: 'data-science', name: 'Data Science', process: 'data-and-analytics' },
    ]);
    const domain = await t.call<Items>('POST', '/v1/admin/getDomainFunctions', {
      token,
      body: { industryCategory: 'technology', jobFamilyProcessOptions: ['digital-product'] },
    });
    expect(domain.body.data.map((f) => f._id)).toEqual(['product-management', 'user-experience']);
    const unknown = await t.call('POST', '/v1/admin/getFunctions', {
      token,
      body: { industryCategory: 'mining', jobFamilyProcessOptions: [] },
    });
    expect(unknown.status).toBe(404);
    const bad = await t.call('POST', '/v1/admin/getFunctions', {
      token,
      body: { industryCategory: 'technology' },
    });
    expect(bad.status).toBe(400);
    expect(bad.body.errors).toHaveProperty('jobFamilyProcessOptions');
  });

  it('lists competencies of functions filtered by career category, de-duplicated', async () => {
    const { t, token } = await setup();
    const res = await t.call<Items>('POST', '/v1/common/getFunctionalCompetencies', {
      token,
      body: {
        industryCategory: 'technology',
        functions: ['frontend-development', 'backend-development'],
        technicalCompetence: 'apply',
        careerCategory: 'high',
        process: ['software-engineering'],
      },
    });
    expect(res.status).toBe(200);
    expect(res.body.data).toEqual([
      { _id: 'programming', name: 'Programming', function: 'frontend-development' },
      { _id: 'software-design', name: 'Software Design', function: 'frontend-development' },
      { _id: 'testing-and-quality', name: 'Testing and Quality', function: 'frontend-development' },
      { _id: 'user-research', name: 'User Research', function: 'frontend-development' },
      { _id: 'cloud-architecture', name: 'Cloud Architecture', function: 'backend-development' },
      {
        _id: 'stakeholder-management',
        name: 'Stakeholder Management',
        function: 'backend-development',
      },
    ]);
    const low = await t.call<Items>('POST', '/v1/common/getFunctionalCompetencies', {
      token,
      body: {
        industryCategory: 'technology',
        functions: ['frontend-development'],
        careerCategory: 'low',
      },
    });
    expect(low.body.data.map((c) => c._id)).toContain('web-development');
    const domain = await t.call<Items>('POST', '/v1/common/getDomainCompetencies', {
      token,
      body: {
        industryCategory: 'bfsi',
        functions: ['payments'],
        careerCategory: 'medium',
        process: [],
      },
    });
    expect(domain.body.data.map((c) => c._id)).toEqual([
      'payments-systems',
      'regulatory-compliance',
      'risk-assessment',
    ]);
    const badCategory = await t.call('POST', '/v1/common/getDomainCompetencies', {
      token,
      body: { industryCategory: 'bfsi', functions: [], careerCategory: 'huge' },
    });
    expect(badCategory.status).toBe(400);
    expect(badCategory.body.errors).toHaveProperty('careerCategory');
  });

  it('calculates competency levels: steps in request order, levels 1..5, names accepted', async () => {
    const { t, token } = await setup();
    const res = await t.call<{
      data: Array<{
        step: number;
        _id: string;
        title: string;
        recommendedLevel: number;
        levelOptions: Array<{ level: number; description: string; abilities: string[] }>;
      }>;
    }>('POST', '/v1/user/calculateCompetencyLevel', {
      token,
      body: {
        industryCategory: 'technology',
        currentIndustry: 'Software Products',
        functions: ['cloud-operations'],
        competencyName: ['incident-management', 'Programming'],
        level: 'advise',
      },
    });
    expect(res.status).toBe(200);
    const [incident, programming] = res.body.data;
    expect(res.body.data.map((i) => [i.step, i._id])).toEqual([
      [1, 'incident-management'],
      [2, 'programming'],
    ]);
    expect(programming?.title).toBe('Programming');
    expect(programming?.recommendedLevel).toBe(3);
    expect(incident?.levelOptions.map((l) => l.level)).toEqual([1, 2, 3, 4, 5]);
    expect(incident?.levelOptions[1]).toEqual({ level: 2, description: '', abilities: [] });
    expect(incident?.levelOptions[2]?.abilities.length).toBeGreaterThanOrEqual(3);
    // advise (3) is defined
    expect(incident?.recommendedLevel).toBe(3);
  });

  it('recommends a level from the technical competence and the career category', async () => {
    const { t, token } = await setup();
    const levelFor = async (level?: string, careerCategory?: string, id = 'programming') => {
      const res = await t.call<{ data: Array<{ recommendedLevel: number }> }>(
        'POST',
        '/v1/user/calculateCompetencyLevel',
        {
          token,
          body: {
            industryCategory: 'technology',
            competencyName: [id],
            ...(level ? { level } : {}),
            ...(careerCategory ? { careerCategory } : {}),
          },
        },
      );
      expect(res.status).toBe(200);
      return res.body.data[0]?.recommendedLevel;
    };
    // every row: 4 levels and no level × 3 categories and no category (programming defines 1 to 5)
    const expected: Record<string, Record<string, number>> = {
      aware: { none: 1, low: 1, medium: 1, high: 1 },
      apply: { none: 2, low: 2, medium: 2, high: 2 },
      advise: { none: 3, low: 3, medium: 3, high: 4 },
      expert: { none: 4, low: 4, medium: 4, high: 5 },
      none: { none: 2, low: 2, medium: 2, high: 2 },
    };
    for (const [level, byCategory] of Object.entries(expected)) {
      for (const [category, want] of Object.entries(byCategory)) {
        const got = await levelFor(
          level === 'none' ? undefined : level,
          category === 'none' ? undefined : category,
        );
        expect(got, `${level} / ${category}`).toBe(want);
      }
    }
    // incident-management defines 1, 3 and 5 only: the nearest defined level, ties down
    expect(await levelFor('aware', undefined, 'incident-management')).toBe(1);
    expect(await levelFor('apply', undefined, 'incident-management')).toBe(1);
    expect(await levelFor(undefined, 'high', 'incident-management')).toBe(1);
    expect(await levelFor('advise', 'high', 'incident-management')).toBe(3);
    expect(await levelFor('expert', 'medium', 'incident-management')).toBe(3);
    expect(await levelFor('expert', 'high', 'incident-management')).toBe(5);
  });

  it('answers 400 for an unknown career category', async () => {
    const { t, token } = await setup();
    const res = await t.call('POST', '/v1/user/calculateCompetencyLevel', {
      token,
      body: {
        industryCategory: 'technology',
        competencyName: ['programming'],
        careerCategory: 'top',
      },
    });
    expect(res.status).toBe(400);
  });

  it('answers 400 naming an unknown competency', async () => {
    const { t, token } = await setup();
    const res = await t.call('POST', '/v1/user/calculateCompetencyLevel', {
      token,
      body: { industryCategory: 'technology', competencyName: ['programming', 'juggling'] },
    });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('juggling');
    expect(res.body.errors).toHaveProperty('competencyName');
  });

  it('needs a token for every catalog call', async () => {
    const { t } = await setup();
    const calls: [string, string][] = [
      ['GET', '/v1/admin/getIndustryCategories'],
      ['GET', '/v1/admin/technology/getJobFamilyProcess'],
      ['GET', '/v1/admin/technology/getDomainJobFamilyProcess'],
      ['POST', '/v1/admin/getFunctions'],
      ['POST', '/v1/admin/getDomainFunctions'],
      ['POST', '/v1/common/getFunctionalCompetencies'],
      ['POST', '/v1/common/getDomainCompetencies'],
      ['POST', '/v1/user/calculateCompetencyLevel'],
    ];
    for (const [method, path] of calls) {
      const body = method === 'GET' ? undefined : {};
      expect((await t.call(method, path, { body })).status, path).toBe(401);
    }
  });
});
