/**
 * Texts of the report charts (competency profile, score composition, career gap). The level
 * names on their scale are `proficiencyLevels` (results.ts).
 */
export const charts = {
  charts: {
    levelValue: '{level} {name}',
    competency: 'Competency',
    profileTitle: 'Competency profile',
    chosenLevel: 'Chosen level',
    recommendedLevel: 'Recommended level',
    compositionTitle: 'Score composition',
    part: 'Part',
    score: 'Score',
    range: 'Range',
    rangeValue: '{min} to {max}',
    valueOfRange: '{value} (range {min} to {max})',
    parts: {
      roleAndResponsibilities: 'Roles and responsibilities',
      roleEffectiveness: 'Roles effectiveness',
      rolesImpact: 'Role impact',
    },
    gapTitle: 'Current and target levels',
    currentLevel: 'Current level',
    targetLevel: 'Target level',
  },
};
