/**
 * Texts that explain a result (the scoring rules, "What the results mean"): the result summary
 * of the results step, the report dialog, its print and the dashboard, the proficiency level
 * names and the comparison of a chosen level with the recommended one.
 */
export const results = {
  resultSummary: {
    title: 'Your result',
    careerLevel: 'Career level',
    careerLevelValue: 'Level {level}, {name}',
    band: 'Final scores {from} to {to}',
    bandOpen: 'Final scores {from} and above',
    scale: 'Place on the career level scale',
    scaleValue: 'Level {level}, {name}',
    scaleEnds: 'From level {min} to level {max}',
    careerCategory: 'Career category',
    finalScore: 'Final score',
    scoreParts: 'How the final score is made',
    partRange: '{min} to {max}',
    sum: 'Sum of the three parts',
    multiplier: "Organisation's multiplier",
    multiplierNote: "From the organisation's size ({min} to {max})",
    formula: '{sum} × {multiplier} = {score}',
    parts: {
      roleAndResponsibilities: 'Roles and responsibilities',
      roleEffectiveness: 'Roles effectiveness',
      rolesImpact: 'Role impact',
    },
    /** Career level → name and meaning. */
    careerLevels: {
      '17': {
        name: 'Associate',
        meaning: 'Delivers defined tasks under guidance; the entry level of professional work.',
      },
      '18': {
        name: 'Professional',
        meaning: 'Works independently on established practice and owns own results.',
      },
      '20': {
        name: 'Senior professional',
        meaning: 'Handles complex work, guides others and improves how the team works.',
      },
      '22': {
        name: 'Manager',
        meaning: 'Leads a team or a specialist area and is accountable for its results.',
      },
      '24': {
        name: 'Senior leader',
        meaning: 'Directs a function or the business and shapes its strategy.',
      },
    } as Record<string, { name: string; meaning: string }>,
    /** Career category → name and meaning. */
    categories: {
      low: {
        name: 'Early career and individual contributor',
        meaning: 'Roles whose impact is mainly through their own work.',
      },
      medium: {
        name: 'Experienced professional and manager',
        meaning: 'Roles whose impact runs through a team or a specialist area.',
      },
      high: {
        name: 'Leadership',
        meaning: 'Roles whose impact runs through functions, strategy and the organisation.',
      },
    },
    unknownLevel: 'Level {level}',
  },
  /** Proficiency levels 1 to 5, by key. */
  proficiencyLevels: {
    foundation: 'Foundation',
    practitioner: 'Practitioner',
    advanced: 'Advanced',
    lead: 'Lead',
    authority: 'Authority',
  },
  levelComparison: {
    chosenLevel: 'Chosen level',
    recommendedLevel: 'Recommended level',
    levelValue: 'Level {level}, {name}',
    matches: 'Matches the recommendation',
    /** One to four levels above the recommendation, in that order. */
    above: [
      'One level above the recommendation',
      'Two levels above the recommendation',
      'Three levels above the recommendation',
      'Four levels above the recommendation',
    ],
    /** One to four levels below the recommendation, in that order. */
    below: [
      'One level below the recommendation',
      'Two levels below the recommendation',
      'Three levels below the recommendation',
      'Four levels below the recommendation',
    ],
  },
};
