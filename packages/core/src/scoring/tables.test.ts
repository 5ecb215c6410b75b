import { describe, expect, it } from 'vitest';
import { defaultScoringTables as t } from './tables';

/** The organisation score to multiplier table of the scoring rules, copied verbatim. */
const printedMultipliers = `
 1 0.23   2 0.30   3 0.38   4 0.45   5 0.52   6 0.59   7 0.67   8 0.74
 9 0.81  10 0.88  11 0.96  12 1.03  13 1.10  14 1.17  15 1.25  16 1.32
17 1.39  18 1.46  19 1.53  20 1.60  21 1.68  22 1.75  23 1.82  24 1.89
25 1.96  26 2.04  27 2.11  28 2.18  29 2.25  30 2.32  31 2.39  32 2.47
33 2.54  34 2.61  35 2.68  36 2.75  37 2.82  38 2.90  39 2.97  40 3.04
41 3.11  42 3.18  43 3.26  44 3.33  45 3.40  46 3.47  47 3.54  48 3.61
49 3.69  50 3.76  51 3.83  52 3.90  53 3.97  54 4.04  55 4.12  56 4.19
57 4.26  58 4.33  59 4.40  60 4.47  61 4.55  62 4.62  63 4.69  64 4.76
65 4.83  66 4.90  67 4.97  68 5.05  69 5.12  70 5.19  71 5.26  72 5.33
73 5.41  74 5.48  75 5.55  76 5.62`;

const printedPairs = (): [number, number][] => {
  const cells = printedMultipliers.trim().split(/\s+/).map(Number);
  const pairs: [number, number][] = [];
  for (let i = 0; i < cells.length; i += 2) pairs.push([cells[i] ?? 0, cells[i + 1] ?? 0]);
  return pairs;
};

describe('scoring tables', () => {
  it('has the multiplier table, value for value', () => {
    const pairs = printedPairs();
    expect(pairs).toHaveLength(76);
    expect(t.scoreMultipliers).toHaveLength(76);
    for (const [score, multiplier] of pairs) {
      expect(t.scoreMultipliers[score - 1], `totalScore ${score}`).toBe(multiplier);
    }
  });

  it('has the four anchor points the specification gives', () => {
    expect(t.scoreMultipliers[0]).toBe(0.23);
    expect(t.scoreMultipliers[11]).toBe(1.03);
    expect(t.scoreMultipliers[39]).toBe(3.04);
    expect(t.scoreMultipliers[75]).toBe(5.62);
  });

  it('has the career band table', () => {
    expect(t.careerBands).toEqual([
      { from: 1, to: 209, careerLevel: 17, category: 'low' },
      { from: 210, to: 247, careerLevel: 17, category: 'low' },
      { from: 248, to: 290, careerLevel: 18, category: 'low' },
      { from: 291, to: 341, careerLevel: 20, category: 'medium' },
      { from: 342, to: 403, careerLevel: 22, category: 'medium' },
      { from: 404, to: 477, careerLevel: 24, category: 'high' },
      { from: 478, to: null, careerLevel: 24, category: 'high' },
    ]);
  });

  it('has the customer scope scores by industry complexity', () => {
    expect(t.customerScopeScores).toEqual({
      regional: { basic: 0, moderate: 2, high: 4 },
      national: { basic: 1, moderate: 3, high: 5 },
      international: { basic: 2, moderate: 4, high: 6 },
      global: { basic: 3, moderate: 5, high: 7 },
    });
  });

  it('has the employee and revenue band scores', () => {
    expect(t.employeesScores).toEqual({
      '1-10': 0,
      '11-50': 1,
      '51-200': 2,
      '201-500': 3,
      '501-1000': 4,
      '1001-5000': 5,
      '5001-10000': 6,
      '10000+': 7,
    });
    expect(t.revenueScores).toEqual({
      '<1': 0,
      '1-10': 1,
      '10-50': 2,
      '50-100': 3,
      '100-500': 4,
      '500-1000': 5,
      '1000+': 6,
    });
  });

  it('tags the 25 industry categories with their complexity', () => {
    const ids = (complexity: string) =>
      Object.entries(t.industryComplexity)
        .filter(([, c]) => c === complexity)
        .map(([id]) => id);
    expect(ids('high')).toEqual([
      'professional-services',
      'healthcare',
      'media-and-communications',
      'engineering-and-manufacturing',
      'design',
      'electronics',
      'technology',
      'pharma',
    ]);
    expect(ids('moderate')).toEqual([
      'airline',
      'construction',
      'bfsi',
      'chemicals',
      'social-services',
      'food-and-agriculture',
      'hospitality',
      'trading',
      'supplychain',
      'shipping',
      'power',
      'transport',
    ]);
    expect(ids('basic')).toEqual([
      'retail',
      'education',
      'real-estate',
      'textiles-and-apparel',
      'government-and-public-sector',
    ]);
  });

  it('has the contribution matrix', () => {
    expect(t.contributionMatrix).toEqual({
      remote: { aware: 1, apply: 5, advise: 10, expert: 50 },
      support: { aware: 10, apply: 25, advise: 50, expert: 150 },
      shared: { aware: 5, apply: 10, advise: 25, expert: 100 },
      prime: { aware: 25, apply: 50, advise: 100, expert: 200 },
    });
  });

  it('has the responsibility option scores', () => {
    expect(t.responsibilityScores).toEqual({
      activitiesPerformed: {
        routine: 5,
        procedural: 15,
        specialised: 30,
        coordinating: 50,
        functional: 75,
        enterprise: 100,
      },
      reportingDetails: {
        none: 0,
        '1-5': 2,
        '6-15': 4,
        '16-50': 6,
        '51-200': 8,
        '201-1000': 10,
        '1000-plus': 12,
      },
      directReportsActivity: {
        none: 0,
        support: 5,
        operational: 15,
        professional: 25,
        supervisory: 35,
        managerial: 50,
      },
      budgetControl: {
        none: 0,
        contributes: 10,
        team: 30,
        department: 60,
        'business-unit': 100,
        enterprise: 150,
      },
      decisionMaking: {
        instructed: 5,
        routine: 15,
        operational: 30,
        tactical: 50,
        functional: 75,
        strategic: 100,
      },
    });
  });

  it('has the effectiveness option scores (questions 3 to 8)', () => {
    expect(t.effectivenessScores).toEqual({
      teamworkAndLeadership: {
        individual: 1,
        collaborates: 3,
        guides: 5,
        'leads-team': 7,
        'leads-leaders': 10,
      },
      problemsSolving: { routine: 1, adapts: 3, analyses: 5, complex: 7, novel: 10 },
      customerOrientation: { responds: 1, serves: 3, partners: 5, shapes: 7, 'sets-strategy': 10 },
      resultOrientation: {
        tasks: 1,
        targets: 3,
        'team-goals': 5,
        'business-goals': 7,
        'enterprise-goals': 10,
      },
      processExcellence: { follows: 1, improves: 3, optimises: 5, redesigns: 7, transforms: 10 },
      visioningStrategyPlanning: {
        'own-work': 1,
        'team-plans': 3,
        'area-plans': 5,
        'shapes-strategy': 7,
        'sets-vision': 10,
      },
    });
  });

  it('has the impact option scores', () => {
    const level = { nil: 0, negligible: 5, low: 10, moderate: 20, significant: 35, prime: 50 };
    expect(t.impactScores).toEqual({
      impactOnEnvironment: level,
      impactOnEmployees: level,
      impactOnInternalBusinessProcess: level,
      impactOnCustomers: level,
      impactOnFinancialHealth: level,
      impactOnSuppliersAndPartners: level,
      decisionMakingRisk: { minimal: 1, limited: 3, moderate: 5, high: 7, critical: 10 },
      professionalDevelopment: {
        self: 1,
        peers: 3,
        mentors: 5,
        'builds-capability': 7,
        'shapes-talent': 10,
      },
    });
  });

  it('keeps every table in question order, as the wizard shows them', () => {
    expect(Object.keys(t.responsibilityScores)).toEqual([
      'activitiesPerformed',
      'reportingDetails',
      'directReportsActivity',
      'budgetControl',
      'decisionMaking',
    ]);
    expect(Object.keys(t.effectivenessScores)[0]).toBe('teamworkAndLeadership');
    expect(Object.keys(t.impactScores)[7]).toBe('professionalDevelopment');
  });
});
