import { evaluationSteps, type Report, type SelectedLevels } from '@rolescope/core';
import type { StoredCompetencyItem } from '@rolescope/core/contract';
import {
  customerScopes,
  effectivenessQuestions,
  employeeBands,
  managementLevels,
  proficiencyLevels,
  type Question,
  revenueBands,
} from '@rolescope/core/options';
import type { Strings } from '../../strings/en';
import { formatString } from '../../strings/mergeStrings';
import { displayValue, type LabelKind } from './labels';

/** One labelled value of the report; `value` is '' when empty (shown as N/A). */
export type ReportField = { key: string; label: string; value: string; required: boolean };
export type ReportFieldGroup = { key: string; title?: string; fields: ReportField[] };

type DialogStrings = Strings['reportDialog'];
type Kind = LabelKind | 'money' | 'percent' | 'number';

const TIERS = ['tier1', 'tier2', 'tier3'] as const;

const field = (
  key: string,
  label: string,
  raw: unknown,
  kind: Kind,
  required: boolean,
): ReportField => ({ key, label, value: displayValue(raw, kind), required });

/**
 * Role Details: every step-1 field with its label, then one group per institute tier.
 * Required markers as the specification lists them (ESOP, benefits and variable optional).
 */
export const roleDetailGroups = (report: Report, s: DialogStrings): ReportFieldGroup[] => {
  const d: Record<string, unknown> = report.userFilledDetails.details ?? {};
  const f = s.roleFields;
  const main: ReportField[] = [
    field('role', f.role, d.role, 'text', true),
    field('industryCategory', f.industryCategory, d.industryCategory, 'industryCategory', true),
    field('currentIndustry', f.currentIndustry, d.currentIndustry, 'currentIndustry', true),
    field('currentCompany', f.currentCompany, d.currentCompany, 'text', true),
    field('process', f.process, d.process, 'catalog', true),
    field('currentFunction', f.currentFunction, d.currentFunction, 'catalog', true),
    field('openPositions', f.openPositions, d.openPositions, 'number', true),
    field('degree', f.degree, d.degree, 'degree', true),
    field('experience', f.experience, d.experience, 'experience', true),
  ];
  const tiers = TIERS.map((tier): ReportFieldGroup => {
    const t = s.tierFields;
    const name = s.tierTitles[tier];
    return {
      key: tier,
      title: name,
      fields: [
        field(tier, formatString(t.institutes, { tier: name }), d[tier], 'institute', true),
        field(`${tier}-ctc`, t.ctc, d[`${tier}-ctc`], 'money', true),
        field(`${tier}-ESOP`, t.ESOP, d[`${tier}-ESOP`], 'money', false),
        field(`${tier}-benifits`, t.benifits, d[`${tier}-benifits`], 'money', false),
        field(`${tier}-variable`, t.variable, d[`${tier}-variable`], 'money', false),
        field(
          `${tier}-recruitedinterns`,
          t.recruitedinterns,
          d[`${tier}-recruitedinterns`],
          'percent',
          true,
        ),
      ],
    };
  });
  const objective: ReportFieldGroup = {
    key: 'objective',
    fields: [field('description', f.description, d.description, 'text', true)],
  };
  return [{ key: 'main', fields: main }, ...tiers, objective];
};

const optionLabel = (options: readonly { id: string; label: string }[], value: unknown): string =>
  typeof value === 'string' ? (options.find((o) => o.id === value)?.label ?? value) : '';

/** Organization Details (read-only, no required markers). */
export const organizationFields = (report: Report, s: DialogStrings): ReportField[] => {
  const o: Record<string, unknown> = report.userFilledDetails.organizationDetails ?? {};
  const f = s.organizationFields;
  const row = (key: keyof typeof f, options: readonly { id: string; label: string }[]) => ({
    key,
    label: f[key],
    value: optionLabel(options, o[key]),
    required: false,
  });
  return [
    row('managementLevel', managementLevels),
    row('customerScope', customerScopes),
    row('employees', employeeBands),
    row('revenue', revenueBands),
  ];
};

/** A question with its title, description and the chosen option's label ('' when none). */
export type AnsweredQuestion = { id: string; title: string; description: string; answer: string };

const answered = (
  questions: readonly Question[],
  answers: Readonly<Record<string, unknown>> | undefined,
): AnsweredQuestion[] =>
  questions.map((q) => {
    const chosen = answers?.[q.id];
    return {
      id: q.id,
      title: q.title,
      description: q.description ?? '',
      answer:
        typeof chosen === 'string' ? (q.options.find((o) => o.id === chosen)?.label ?? '') : '',
    };
  });

/**
 * The question steps of core's steps table (3, 4 and 5) with the answers of the report, keyed
 * by part, in step order (the contract reads an older report's impact answers as `rolesImpact`).
 */
export const answeredQuestions = (report: Report): Record<string, AnsweredQuestion[]> => {
  const parts: Readonly<Record<string, unknown>> = report.userFilledDetails;
  return Object.fromEntries(
    evaluationSteps.flatMap((step) =>
      'questions' in step && step.questions
        ? [[step.part, answered(step.questions, parts[step.part] as Record<string, unknown>)]]
        : [],
    ),
  );
};

/** A competency with its chosen level (level 0 and '' when none was chosen). */
export type ChosenCompetency = {
  step: number;
  title: string;
  description: string;
  level: number;
  levelName: string;
  levelDescription: string;
  /** The framework's external reference of the competency (an NOS or QP code), '' when none. */
  reference: string;
  /** The chosen level's external reference (an NSQF level, the organisation's code), '' when none. */
  levelReference: string;
};

type CompetencyItem = {
  step: number;
  title: string;
  description: string;
  reference: string;
  levelOptions: { level: number; description: string; reference?: string }[];
};

/**
 * The competency items of a competency report's `report` (its items, or an older report's
 * `{ competencyData }`), each with a title; [] for a career report or none.
 */
const competencyItemsOf = (report: Report): CompetencyItem[] => {
  const body = report.reportType === 'career' ? undefined : report.report;
  const list = Array.isArray(body)
    ? body
    : body && 'competencyData' in body
      ? body.competencyData
      : [];
  return (Array.isArray(list) ? list : []).flatMap((item: StoredCompetencyItem, i) =>
    item.title === undefined
      ? []
      : [
          {
            step: item.step ?? i + 1,
            title: item.title,
            description: item.description ?? '',
            reference: item.reference ?? '',
            levelOptions: item.levelOptions ?? [],
          },
        ],
  );
};

/** Each competency with the level chosen in `selectedLevels` (keyed by step). */
export const chosenCompetencies = (report: Report): ChosenCompetency[] => {
  const levels: SelectedLevels = report.selectedLevels ?? {};
  return competencyItemsOf(report).map((item) => {
    const level = levels[String(item.step)] ?? 0;
    const option = item.levelOptions.find((o) => o.level === level);
    return {
      step: item.step,
      title: item.title,
      description: item.description,
      level,
      levelName: proficiencyLevels.find((p) => p.id === level)?.label ?? '',
      levelDescription: option?.description ?? '',
      reference: item.reference,
      levelReference: option?.reference ?? '',
    };
  });
};

/** The technical competence answer's label; the specification's default is expert. */
export const technicalCompetenceOf = (report: Report): string => {
  const question = effectivenessQuestions.find((q) => q.id === 'technicalCompetence');
  const chosen = report.userFilledDetails.roleEffectiveness?.technicalCompetence;
  const id = typeof chosen === 'string' && chosen !== '' ? chosen : 'expert';
  return question?.options.find((o) => o.id === id)?.label ?? id;
};
