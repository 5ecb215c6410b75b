import { describe, expect, it } from 'vitest';
import { registrationLevels } from '../contract';
import { currentIndustriesByCategory, currentIndustriesFor } from './currentIndustries';
import { DEFAULT_DEGREE, degrees } from './degrees';
import { experienceOptions } from './experience';
import { industryCategories } from './industries';
import { institutes } from './institutes';
import { toKebabId } from './kebab';
import { MAX_PROFICIENCY_LEVEL, MIN_PROFICIENCY_LEVEL, proficiencyLevels } from './levels';
import {
  customerScopes,
  DEFAULT_MANAGEMENT_LEVEL,
  employeeBands,
  managementLevels,
  revenueBands,
} from './organization';

const ids = (list: readonly { id: unknown }[]) => list.map((o) => o.id);
const isKebab = (id: string) => /^[a-z0-9]+(-[a-z0-9]+)*$/.test(id);

describe('organisation options of the scoring rules', () => {
  it('offers four management levels, top and senior disabled, middle by default', () => {
    expect(ids(managementLevels)).toEqual(['top', 'senior', 'middle', 'junior']);
    expect(managementLevels.filter((l) => l.disabled).map((l) => l.id)).toEqual(['top', 'senior']);
    expect(DEFAULT_MANAGEMENT_LEVEL).toBe('middle');
    expect(managementLevels.map((l) => l.label)).toEqual([
      'Top Management',
      'Senior Management',
      'Middle Management',
      'Junior Management',
    ]);
  });

  it('offers the customer scopes with their labels', () => {
    expect(customerScopes.map(({ id, label }) => [id, label])).toEqual([
      ['regional', 'Regional'],
      ['national', 'National'],
      ['international', 'International'],
      ['global', 'Global'],
    ]);
  });

  it('offers the employee bands, id = label, scored 0 to 7', () => {
    expect(employeeBands).toEqual(
      ['1-10', '11-50', '51-200', '201-500', '501-1000', '1001-5000', '5001-10000', '10000+'].map(
        (id, score) => ({ id, label: id, score }),
      ),
    );
  });

  it('offers the revenue bands in INR Crore, scored 0 to 6', () => {
    expect(revenueBands.map(({ id, label, score }) => [id, label, score])).toEqual([
      ['<1', 'Less than 1', 0],
      ['1-10', '1 - 10', 1],
      ['10-50', '10 - 50', 2],
      ['50-100', '50 - 100', 3],
      ['100-500', '100 - 500', 4],
      ['500-1000', '500 - 1000', 5],
      ['1000+', '1000+', 6],
    ]);
  });
});

describe('industry categories of the scoring rules', () => {
  it('lists the 25 categories with kebab-case ids of their names', () => {
    expect(industryCategories).toHaveLength(25);
    for (const c of industryCategories) expect(c.id).toBe(toKebabId(c.name));
    expect(industryCategories.find((c) => c.id === 'bfsi')?.name).toBe('BFSI');
    expect(industryCategories.find((c) => c.id === 'supplychain')?.name).toBe('Supplychain');
    expect(industryCategories.find((c) => c.id === 'government-and-public-sector')).toEqual({
      id: 'government-and-public-sector',
      name: 'Government and Public Sector',
      complexity: 'basic',
    });
  });

  it('gives every category 4 to 8 current industries with unique ids', () => {
    for (const c of industryCategories) {
      const list = currentIndustriesFor(c.id);
      expect(list.length, c.id).toBeGreaterThanOrEqual(4);
      expect(list.length, c.id).toBeLessThanOrEqual(8);
      expect(new Set(ids(list)).size).toBe(list.length);
      for (const item of list) expect(isKebab(item.id), item.id).toBe(true);
    }
    expect(Object.keys(currentIndustriesByCategory)).toEqual(ids(industryCategories));
    expect(currentIndustriesFor('technology').map((i) => i.label)).toContain('Software Products');
  });

  it('has no current industries for an unknown category', () => {
    expect(currentIndustriesFor('space-mining')).toEqual([]);
    expect(currentIndustriesFor('constructor')).toEqual([]);
  });
});

describe('step 1 option sets', () => {
  it('lists about 90 institutes with unique kebab-case ids', () => {
    expect(institutes.length).toBeGreaterThanOrEqual(85);
    expect(institutes.length).toBeLessThanOrEqual(95);
    expect(new Set(ids(institutes)).size).toBe(institutes.length);
    expect(new Set(institutes.map((i) => i.name)).size).toBe(institutes.length);
    for (const i of institutes) expect(isKebab(i.id), i.id).toBe(true);
    const names = institutes.map((i) => i.name);
    for (const name of [
      'IIM Ahmedabad',
      'IIT Bombay',
      'XLRI Jamshedpur',
      'FMS Delhi',
      'ISB Hyderabad',
    ])
      expect(names).toContain(name);
    expect(institutes.find((i) => i.name === 'IIT (BHU) Varanasi')?.id).toBe('iit-bhu-varanasi');
  });

  it('lists 25 degrees with the MBA as the default', () => {
    expect(degrees).toHaveLength(25);
    expect(new Set(ids(degrees)).size).toBe(25);
    expect(DEFAULT_DEGREE).toBe('mba');
    expect(degrees.find((d) => d.id === DEFAULT_DEGREE)?.label).toBe(
      'MBA (Master of Business Administration)',
    );
  });

  it('lists the four experience options in order, 3 to 5 years included', () => {
    expect(experienceOptions).toEqual([
      { id: 'fresher', label: 'Fresher' },
      { id: 'lt-3-years', label: '<3 Years' },
      { id: '3-5-years', label: '3-5 Years' },
      { id: 'gt-5-years', label: '>5 Years' },
    ]);
  });

  it('names the proficiency levels 1 to 5', () => {
    expect(proficiencyLevels).toEqual([
      { id: 1, label: 'Foundation' },
      { id: 2, label: 'Practitioner' },
      { id: 3, label: 'Advanced' },
      { id: 4, label: 'Lead' },
      { id: 5, label: 'Authority' },
    ]);
    expect([MIN_PROFICIENCY_LEVEL, MAX_PROFICIENCY_LEVEL]).toEqual([1, 5]);
    expect(registrationLevels).toHaveLength(4);
  });
});

describe('toKebabId', () => {
  it('makes kebab-case ids', () => {
    expect(toKebabId('Food and Agriculture')).toBe('food-and-agriculture');
    expect(toKebabId('Aircraft Maintenance (MRO)')).toBe('aircraft-maintenance-mro');
    expect(toKebabId('R&D')).toBe('r-and-d');
  });
});
