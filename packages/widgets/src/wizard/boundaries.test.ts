import { describe, expect, it } from 'vitest';

/** The source (not tests, stories or test helpers) of each wizard, as text by path. */
const sources = (files: [string, string][]) =>
  files.filter(([path]) => !/\.(test|stories)\.tsx?$|\/test[A-Z]\w*\.tsx?$/.test(path));

/** Every file of each wizard (tests, stories and test helpers too), as text by path. */
const competencyAll = Object.entries(
  import.meta.glob<string>(['../evaluation/**/*.{ts,tsx}', '!**/*.css.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);
const careerAll = Object.entries(
  import.meta.glob<string>(['../career/**/*.{ts,tsx}', '!**/*.css.ts'], {
    query: '?raw',
    import: 'default',
    eager: true,
  }),
);
const competency = sources(competencyAll);
const career = sources(careerAll);

const importsOf = (code: string | undefined) =>
  [...(code ?? '').matchAll(/from '([^']+)'/g)].map((m) => m[1] ?? '');

const offending = (files: [string, string][], pattern: RegExp) =>
  files.flatMap(([path, code]) =>
    importsOf(code)
      .filter((spec) => pattern.test(spec))
      .map((spec) => `${path} -> ${spec}`),
  );

describe('the two wizards', () => {
  it('share one engine and one draft hook', () => {
    const text = (files: [string, string][], name: string) =>
      files.find(([path]) => path.endsWith(name))?.[1] ?? '';
    const wizard = text(competency, '/EvaluationWizard/EvaluationWizard.tsx');
    const careerHook = text(career, '/useCareerEvaluation.ts');
    for (const code of [wizard, careerHook]) {
      expect(importsOf(code)).toEqual(
        expect.arrayContaining(['../../wizard/useWizard', '../../wizard/useDraft']),
      );
    }
    const own = (files: [string, string][]) =>
      files.filter(([, code]) => /\bsaveDraft\(|\bupdateDraft\(/.test(code)).map(([p]) => p);
    expect(own(competency)).toEqual([]);
    expect(own(career)).toEqual([]);
  });

  it("do not import each other's internals, stories and tests included", () => {
    for (const files of [competencyAll, careerAll]) {
      expect(files.length).toBeGreaterThan(10);
      expect(files.filter(([, code]) => !code)).toEqual([]);
    }
    expect(offending(competencyAll, /(^|\/)career\//)).toEqual([]);
    expect(offending(careerAll, /(^|\/)EvaluationWizard\//)).toEqual([]);
  });

  it('share the question accordion from the neutral wizard folder', () => {
    const importers = (files: [string, string][]) =>
      offending(files, /\/QuestionStep$/).map((line) => line.split(' -> ')[1]);
    expect(importers(competency)).toEqual(['../../wizard/QuestionStep']);
    expect(importers(career)).toEqual(['../../../wizard/QuestionStep']);
  });
});
