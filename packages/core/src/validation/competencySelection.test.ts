import { describe, expect, it } from 'vitest';
import { competencyCount, validateCompetencySelection } from './competencySelection';

const list = (n: number) => Array.from({ length: n }, (_, i) => `c${i}`);

describe('validateCompetencySelection', () => {
  it('accepts 4 competencies with 4 domain competencies', () => {
    expect(
      validateCompetencySelection({ competencies: list(4), domainCompetencies: list(4) }),
    ).toEqual({ valid: true, errors: {}, issues: [] });
  });

  it('needs 4 to 6 competencies', () => {
    const msg = 'You can select minimum 4 and max upto 6 competencies.';
    expect(validateCompetencySelection({ competencies: list(3) }).errors).toEqual({
      competencies: msg,
    });
    expect(validateCompetencySelection({ competencies: list(7) }).errors.competencies).toBe(msg);
  });

  it('needs 8 minus the competencies in domain competencies, at most 4', () => {
    expect(
      validateCompetencySelection({ competencies: list(5), domainCompetencies: list(2) }).errors,
    ).toEqual({
      domainCompetencies:
        'Select minimum 3 and max upto 4 both functional and domain competencies.',
    });
    expect(
      validateCompetencySelection({ competencies: list(6), domainCompetencies: list(5) }).errors
        .domainCompetencies,
    ).toBe('Select minimum 2 and max upto 4 both functional and domain competencies.');
    expect(
      validateCompetencySelection({ competencies: list(6), domainCompetencies: list(2) }).valid,
    ).toBe(true);
  });

  it('does not check the domain section while it is disabled', () => {
    expect(validateCompetencySelection({ competencies: list(3) }).errors.domainCompetencies).toBe(
      undefined,
    );
  });

  it('allows at most 3 domain functions and 3 domain processes', () => {
    const r = validateCompetencySelection({
      competencies: list(4),
      domainCompetencies: list(4),
      domainFunctions: list(4),
      domainProcess: list(4),
    });
    expect(r.errors).toEqual({
      domainFunctions: 'Select maximum 3 options.',
      domainProcess: 'You can select atleast minimum 1 value and maximum upto 3 options.',
    });
    expect(
      validateCompetencySelection({
        competencies: list(4),
        domainCompetencies: list(4),
        domainFunctions: list(3),
        domainProcess: list(3),
      }).valid,
    ).toBe(true);
  });
});

describe('the domain minimum adapts to what is offered', () => {
  const offeredTwo =
    'Only 2 domain competencies are offered for the chosen domain functions: select minimum 2 and max upto 4.';

  it('asks for no more domain competencies than the domain functions offer', () => {
    const four = { competencies: list(4), domainOffered: 2 };
    expect(validateCompetencySelection({ ...four, domainCompetencies: list(1) }).errors).toEqual({
      domainCompetencies: offeredTwo,
    });
    expect(validateCompetencySelection({ ...four, domainCompetencies: list(2) }).valid).toBe(true);
  });

  it('lets a framework without domain competencies generate from the functional ones', () => {
    expect(validateCompetencySelection({ competencies: list(4), domainOffered: 0 }).valid).toBe(
      true,
    );
  });

  it('keeps the rule and its message when enough are offered', () => {
    expect(
      validateCompetencySelection({
        competencies: list(5),
        domainCompetencies: list(2),
        domainOffered: 9,
      }).errors.domainCompetencies,
    ).toBe('Select minimum 3 and max upto 4 both functional and domain competencies.');
  });

  it('counts the chosen against the total the rule asks for now', () => {
    expect(competencyCount({ competencies: list(3) })).toEqual({ chosen: 3, total: 8 });
    expect(competencyCount({ competencies: list(5), domainCompetencies: list(1) })).toEqual({
      chosen: 6,
      total: 8,
    });
    expect(
      competencyCount({ competencies: list(4), domainCompetencies: list(1), domainOffered: 2 }),
    ).toEqual({ chosen: 5, total: 6 });
  });
});
