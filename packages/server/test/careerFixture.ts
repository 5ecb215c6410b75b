/**
 * One career report for the server's career tests: Engineering Manager at level 22 (medium)
 * from a completed report's 18 (low), Programming rated 2 and Incident Management (levels 1,
 * 3 and 5 only) rated 1, both with target level 3.
 */
export const goal = {
  targetRole: 'Engineering Manager',
  targetCareerLevel: 22,
  targetCategory: 'medium',
  timeFrame: '1-year',
  motivation: 'Lead a team',
};
export const baseline = {
  source: 'report',
  careerLevel: 18,
  category: 'low',
  industryCategory: 'technology',
};
export const careerReport = () => ({
  goal,
  baseline,
  currentLevels: { programming: 2, 'incident-management': 1 },
  targetLevels: { programming: 3, 'incident-management': 3 },
});
