import { describe, expect, it } from 'vitest';
import { createFixtureCatalog } from '../catalog/fixture';
import { listIndustryCategories, nearestDefinedLevel } from './catalog';

describe('nearestDefinedLevel', () => {
  it('keeps a defined level and moves an undefined one to the nearest, ties to the lower', () => {
    expect(nearestDefinedLevel([1, 2, 3, 4, 5], 4)).toBe(4);
    expect(nearestDefinedLevel([1, 3, 5], 4)).toBe(3);
    expect(nearestDefinedLevel([1, 3, 5], 2)).toBe(1);
    expect(nearestDefinedLevel([2, 3, 4], 5)).toBe(4);
    expect(nearestDefinedLevel([3, 4, 5], 2)).toBe(3);
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
