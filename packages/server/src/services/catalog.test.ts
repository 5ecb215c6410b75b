import { describe, expect, it } from 'vitest';
import type { Catalog } from '../catalog/buildCatalog';
import { createFixtureCatalog } from '../catalog/fixture';
import { calculateCompetencyLevels, listIndustryCategories } from './catalog';

/** The fixture catalog plus competencies that define only the lower or the upper levels. */
const catalogWithGaps = (): Catalog => {
  const c = createFixtureCatalog();
  const base = c.competencies.get('programming');
  if (!base) throw new Error('the fixture has programming');
  const only = (id: string, levels: number[]) =>
    c.competencies.set(id, {
      ...base,
      id,
      name: id,
      levels: base.levels.filter((l) => levels.includes(l.level)),
    });
  only('lower-only', [1, 2, 3]);
  only('upper-only', [3, 4, 5]);
  return c;
};

describe('calculateCompetencyLevels: the recommended level', () => {
  const recommend = (
    competency: string,
    level?: 'aware' | 'apply' | 'advise' | 'expert',
    careerCategory?: 'low' | 'medium' | 'high',
  ) =>
    calculateCompetencyLevels(catalogWithGaps(), {
      industryCategory: 'technology',
      competencyName: [competency],
      level,
      careerCategory,
    })[0]?.recommendedLevel;

  it('lifts advise and expert by one in the high category only', () => {
    expect(recommend('programming', 'advise', 'high')).toBe(4);
    expect(recommend('programming', 'expert', 'high')).toBe(5);
    expect(recommend('programming', 'expert', 'medium')).toBe(4);
    expect(recommend('programming', 'apply', 'high')).toBe(2);
    expect(recommend('programming')).toBe(2);
  });

  it('moves to the nearest defined level across a gap below or above, ties down', () => {
    expect(recommend('upper-only', 'aware')).toBe(3);
    expect(recommend('upper-only', 'apply', 'high')).toBe(3);
    expect(recommend('lower-only', 'expert', 'high')).toBe(3);
    expect(recommend('lower-only', 'expert')).toBe(3);
    expect(recommend('incident-management', 'apply')).toBe(1);
    expect(recommend('incident-management', 'expert')).toBe(3);
    expect(recommend('incident-management', 'expert', 'high')).toBe(5);
  });
});

describe('calculateCompetencyLevels: external references', () => {
  it("carries an imported framework's competency and level references, and omits absent ones", () => {
    const c = createFixtureCatalog();
    const base = c.competencies.get('programming');
    if (!base) throw new Error('the fixture has programming');
    c.competencies.set('programming', {
      ...base,
      reference: 'ACME-ENG-01',
      levels: base.levels.map((l) => (l.level === 2 ? { ...l, reference: 'NSQF 5' } : l)),
    });
    const [item] = calculateCompetencyLevels(c, {
      industryCategory: 'technology',
      competencyName: ['programming'],
    });
    expect(item?.reference).toBe('ACME-ENG-01');
    expect(item?.levelOptions.map((o) => o.reference)).toEqual([
      undefined,
      'NSQF 5',
      undefined,
      undefined,
      undefined,
    ]);
    expect(item?.levelOptions[0]).not.toHaveProperty('reference');
  });
});

describe('the fixture catalog', () => {
  it('covers two industries, 3+ job families, 4+ functions, 10+ competencies and a domain side', () => {
    const c = createFixtureCatalog();
    expect(listIndustryCategories(c)).toHaveLength(2);
    expect(c.jobFamilies.size).toBeGreaterThanOrEqual(3);
    expect(c.functions.size).toBeGreaterThanOrEqual(4);
    expect(c.competencies.size).toBeGreaterThanOrEqual(10);
    expect(c.domainFunctions.size).toBeGreaterThan(0);
    const partial = [...c.competencies.values()].filter((x) => x.levels.length < 5);
    expect(partial.map((x) => x.id)).toEqual(['incident-management']);
  });

  it('offers at least 4 competencies per career category for each job family', () => {
    const c = createFixtureCatalog();
    for (const jf of c.jobFamilies.values()) {
      for (const cat of ['low', 'medium', 'high'] as const) {
        const ids = new Set(
          jf.functions.flatMap((f) =>
            (c.functions.get(f)?.competencies ?? []).filter((id) =>
              c.competencies.get(id)?.careerCategories.includes(cat),
            ),
          ),
        );
        expect(ids.size, `${jf.id} ${cat}`).toBeGreaterThanOrEqual(4);
      }
    }
  });
});
