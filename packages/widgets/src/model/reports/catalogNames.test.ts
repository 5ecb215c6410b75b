import type { Report } from '@rolescope/core';
import { describe, expect, it } from 'vitest';
import { fullReport } from '../../test/reportFixtures';
import { catalogNames, withCatalogNames } from './catalogNames';
import type { ReportFieldGroup } from './reportContent';

const FALLBACK = 'Not in the current catalog';

const lists = {
  industries: [{ _id: 'technology', name: 'Technology' }],
  jobFamilies: [{ _id: 'data-and-analytics', name: 'Data and Analytics' }],
  functions: [{ _id: 'data-engineering', name: 'Data Engineering' }],
  competencies: [{ _id: 'programming', name: 'Programming' }],
};

describe('catalogNames', () => {
  it("reads an id as the catalog's name, not a title-cased id", () => {
    const names = catalogNames(lists, FALLBACK);
    expect(names.nameOf('jobFamilies', 'data-and-analytics')).toBe('Data and Analytics');
    expect(names.nameOf('functions', 'data-engineering')).toBe('Data Engineering');
    expect(names.nameOf('competencies', 'programming', 'Old title')).toBe('Programming');
  });

  it('falls back to the stored name, then the built-in industry name, then the fallback text', () => {
    const names = catalogNames(lists, FALLBACK);
    expect(names.nameOf('competencies', 'retired-skill', 'Retired Skill')).toBe('Retired Skill');
    // a stored "name" that is only the id again is no name
    expect(names.nameOf('competencies', 'retired-skill', 'retired-skill')).toBe(FALLBACK);
    expect(names.nameOf('industries', 'real-estate')).toBe('Real Estate');
    expect(names.nameOf('industries', 'saas')).toBe(FALLBACK);
    expect(names.nameOf('jobFamilies', 'platform-engineering')).toBe(FALLBACK);
  });

  it('reads nothing while a list loads, never the id', () => {
    const names = catalogNames({}, FALLBACK);
    expect(names.nameOf('functions', 'data-engineering')).toBe('');
    expect(names.nameOf('competencies', 'programming', 'Programming')).toBe('Programming');
    expect(names.namesOf('functions', ['data-engineering'])).toBe('');
  });

  it('joins the names of a list of ids and skips empty values', () => {
    const names = catalogNames(lists, FALLBACK);
    expect(names.namesOf('functions', ['data-engineering', 'gone', '', 7])).toBe(
      `Data Engineering, ${FALLBACK}`,
    );
    expect(names.namesOf('industries', 'technology')).toBe('Technology');
    expect(names.namesOf('industries', undefined)).toBe('');
  });
});

describe('withCatalogNames', () => {
  it('replaces the industry, job family and function values of the role details', () => {
    const report: Report = {
      ...fullReport,
      userFilledDetails: {
        ...fullReport.userFilledDetails,
        details: {
          ...fullReport.userFilledDetails.details,
          industryCategory: 'technology',
          process: ['data-and-analytics'],
          currentFunction: ['data-engineering', 'old-function'],
        },
      },
    };
    const field = (key: string, value: string) => ({ key, label: key, value, required: true });
    const groups: ReportFieldGroup[] = [
      {
        key: 'main',
        fields: [
          field('role', 'Analyst'),
          field('industryCategory', 'Technology'),
          field('process', 'Data And Analytics'),
          field('currentFunction', 'Data Engineering, Old Function'),
        ],
      },
    ];
    const [main] = withCatalogNames(groups, report, catalogNames(lists, FALLBACK));
    expect(main?.fields.map((f) => f.value)).toEqual([
      'Analyst',
      'Technology',
      'Data and Analytics',
      `Data Engineering, ${FALLBACK}`,
    ]);
  });
});
