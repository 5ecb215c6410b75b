import type { Report } from '@rolescope/core';
import { userFilledDetailsSchema } from '@rolescope/core/contract';
import {
  effectivenessQuestions,
  impactQuestions,
  type Question,
  responsibilityQuestions,
} from '@rolescope/core/options';

/** Every question answered with its second option (technical competence: advise). */
const answerAll = (questions: readonly Question[]) =>
  Object.fromEntries(questions.map((q) => [q.id, (q.options[1] ?? q.options[0])?.id ?? '']));

const levels = (name: string) =>
  [1, 2, 3, 4, 5].map((level) => ({
    level,
    description: `${name} at level ${level}: ${['foundational', 'developing', 'proficient', 'advanced', 'expert'][level - 1]} practice.`,
    abilities: [`Applies ${name.toLowerCase()} at level ${level}`],
  }));

/** A completed report with every field filled (stories, tests and the print check). */
export const fullReport: Report = {
  _id: '7f3c2a10-5b6d-4e8f-9a1b-2c3d4e5f6a7b',
  email: 'jane.doe@example.com',
  status: 'completed',
  createdAt: '2025-01-02T10:30:00.000Z',
  updatedAt: '2025-01-02T10:30:00.000Z',
  selectedLevels: { '1': 4, '2': 3 },
  report: [
    {
      step: 1,
      _id: 'api-design',
      title: 'API Design',
      description: 'Designs clear, consistent and secure service interfaces.',
      recommendedLevel: 4,
      levelOptions: levels('API Design'),
    },
    {
      step: 2,
      _id: 'data-modelling',
      title: 'Data Modelling',
      description: 'Models data for correctness, performance and change.',
      recommendedLevel: 3,
      levelOptions: levels('Data Modelling'),
    },
  ],
  userFilledDetails: {
    details: {
      role: 'Senior Backend Engineer',
      industryCategory: 'technology',
      currentIndustry: 'Software Products',
      currentCompany: 'Nimbus Software',
      process: ['software-engineering'],
      currentFunction: ['backend-development', 'platform-engineering'],
      openPositions: 3,
      degree: ['mba'],
      experience: 'gt-5-years',
      tier1: ['iim-ahmedabad', 'iit-bombay'],
      'tier1-ctc': 2500000,
      'tier1-ESOP': 300000,
      'tier1-benifits': 150000,
      'tier1-variable': 200000,
      'tier1-recruitedinterns': 40,
      tier2: ['xlri-jamshedpur'],
      'tier2-ctc': 1800000,
      'tier2-recruitedinterns': 30,
      tier3: ['nit-warangal'],
      'tier3-ctc': 1200000,
      'tier3-recruitedinterns': 20,
      description: 'Owns the design and reliability of the payment services.',
    },
    organizationDetails: {
      managementLevel: 'middle',
      customerScope: 'national',
      employees: '201-500',
      revenue: '100-500',
    },
    roleAndResponsibilities: answerAll(responsibilityQuestions),
    roleEffectiveness: { ...answerAll(effectivenessQuestions), technicalCompetence: 'advise' },
    rolesImpact: answerAll(impactQuestions),
  },
};

/**
 * A report with most values missing, no id tail to speak of, no date and the impact
 * answers under the older key `roleImpact`.
 */
/** fullReport with an NOS code on API Design and an NSQF level on its level 4. */
export const referencedReport: Report = {
  ...fullReport,
  report: (fullReport.report as { levelOptions: { level: number }[] }[]).map((item, i) =>
    i === 0
      ? {
          ...item,
          reference: 'SSC/N0501',
          levelOptions: item.levelOptions.map((o) =>
            o.level === 4 ? { ...o, reference: 'NSQF 6' } : o,
          ),
        }
      : item,
  ) as Report['report'],
};

export const sparseReport: Report = {
  _id: 'abc',
  email: 'sam@example.com',
  status: 'completed',
  createdAt: '',
  updatedAt: '',
  selectedLevels: {},
  report: [],
  // as a stored report reads: through the contract, which reads the older key
  userFilledDetails: userFilledDetailsSchema.parse({
    details: { role: '' },
    organizationDetails: {},
    roleImpact: { impactOnEmployees: 'low' },
  }),
};
