import { describe, expect, it } from 'vitest';
import { en } from '../../strings/en';
import { fullReport, sparseReport } from '../../test/reportFixtures';
import { displayValue, humanizeSlug } from './labels';
import {
  answeredQuestions,
  chosenCompetencies,
  organizationFields,
  roleDetailGroups,
  technicalCompetenceOf,
} from './reportContent';

const s = en.reportDialog;

describe('displayValue', () => {
  it('joins lists, formats INR and percents, labels option ids', () => {
    expect(displayValue(['mba', 'pgdm'], 'degree')).toBe(
      'MBA (Master of Business Administration), PGDM (Post Graduate Diploma in Management)',
    );
    expect(displayValue(2500000, 'money')).toBe('₹25,00,000');
    expect(displayValue(40, 'percent')).toBe('40%');
    expect(displayValue('technology', 'industryCategory')).toBe('Technology');
    expect(displayValue('software-engineering', 'catalog')).toBe('Software Engineering');
  });
  it('labels every experience id, 3 to 5 years included, and keeps old stored labels', () => {
    expect(displayValue('fresher', 'experience')).toBe('Fresher');
    expect(displayValue('lt-3-years', 'experience')).toBe('<3 Years');
    expect(displayValue('3-5-years', 'experience')).toBe('3-5 Years');
    expect(displayValue('gt-5-years', 'experience')).toBe('>5 Years');
    // Older reports stored the label itself.
    expect(displayValue('>5 Years', 'experience')).toBe('>5 Years');
  });

  it('is empty for empty values', () => {
    expect(displayValue(undefined)).toBe('');
    expect(displayValue('  ')).toBe('');
    expect(displayValue([], 'degree')).toBe('');
    expect(displayValue('', 'money')).toBe('');
  });
  it('humanizes only slugs', () => {
    expect(humanizeSlug('platform-engineering')).toBe('Platform Engineering');
    expect(humanizeSlug('Software Products')).toBe('Software Products');
  });
});

describe('roleDetailGroups', () => {
  it('lists every step-1 field with the required markers of the specification', () => {
    const groups = roleDetailGroups(fullReport, s);
    const fields = groups.flatMap((g) => g.fields);
    const byKey = Object.fromEntries(fields.map((f) => [f.key, f]));
    expect(byKey.role?.value).toBe('Senior Backend Engineer');
    expect(byKey.tier1?.value).toBe('IIM Ahmedabad, IIT Bombay');
    expect(byKey['tier1-ctc']).toMatchObject({ value: '₹25,00,000', required: true });
    expect(byKey['tier1-ESOP']?.required).toBe(false);
    expect(byKey['tier1-benifits']?.required).toBe(false);
    expect(byKey['tier1-variable']?.required).toBe(false);
    expect(byKey['tier1-recruitedinterns']).toMatchObject({ value: '40%', required: true });
    expect(byKey['tier2-ESOP']?.value).toBe('');
    expect(byKey.experience?.value).toBe('>5 Years');
    expect(groups.map((g) => g.title).filter(Boolean)).toEqual(['Tier 1', 'Tier 2', 'Tier 3']);
  });
});

describe('organizationFields', () => {
  it('shows the option labels, none required', () => {
    expect(organizationFields(fullReport, s).map((f) => [f.value, f.required])).toEqual([
      ['Middle Management', false],
      ['National', false],
      ['201-500', false],
      ['100 - 500', false],
    ]);
    expect(organizationFields(sparseReport, s).every((f) => f.value === '')).toBe(true);
  });
});

describe('answeredQuestions', () => {
  it('gives every question with the chosen label, reading roleImpact too', () => {
    const q = answeredQuestions(fullReport);
    expect(Object.keys(q)).toEqual(['roleAndResponsibilities', 'roleEffectiveness', 'rolesImpact']);
    expect(q.roleAndResponsibilities).toHaveLength(5);
    expect(q.roleEffectiveness).toHaveLength(8);
    expect(q.rolesImpact).toHaveLength(8);
    expect(q.rolesImpact?.every((i) => i.answer !== '')).toBe(true);
    const sparse = answeredQuestions(sparseReport);
    expect(sparse.rolesImpact?.find((i) => i.id === 'impactOnEmployees')?.answer).toBe('Low');
    expect(sparse.rolesImpact?.find((i) => i.id === 'impactOnCustomers')?.answer).toBe('');
  });
});

describe('chosenCompetencies and technicalCompetenceOf', () => {
  it('pairs each competency with its chosen level', () => {
    expect(chosenCompetencies(fullReport)).toEqual([
      expect.objectContaining({ title: 'API Design', level: 4, levelName: 'Lead' }),
      expect.objectContaining({ title: 'Data Modelling', level: 3, levelName: 'Advanced' }),
    ]);
    expect(chosenCompetencies(sparseReport)).toEqual([]);
    expect(chosenCompetencies({ ...fullReport, report: { competencyData: 'x' } })).toEqual([]);
  });
  it('defaults the technical competence to expert', () => {
    expect(technicalCompetenceOf(fullReport)).toMatch(/^Advise/);
    expect(technicalCompetenceOf(sparseReport)).toMatch(/^Expert/);
  });
});
