/** What the store is asked for an organisation's insights (months as 'YYYY-MM-01', UTC). */
export type InsightsRequest = {
  organizationId: string;
  /** First month of the previous period. */
  previousFrom: string;
  /** First month of the current period (the previous one ends the month before). */
  currentFrom: string;
  /** Last month of the current period, included. */
  currentTo: string;
  groupBy?: 'team' | 'department';
  team?: string;
  department?: string;
  /** Only the employees in the reach of every one of these managers (by externalUserId). */
  managers?: string[];
  /**
   * Only the reports naming this job family (`details.process`), and the employees with a
   * counted report naming it.
   */
  jobFamily?: string;
};

/**
 * The sums the store computes, by group `key` (the team id or department with `groupBy`, ''
 * for none; '' for every row without `groupBy`); `current` false: the previous period.
 */
export type InsightRows = {
  levels: {
    current: boolean;
    key: string;
    careerLevel: number;
    category: string;
    reports: number;
  }[];
  competencies: {
    current: boolean;
    key: string;
    id: string;
    name: string;
    /** Ratings at levels 1 to 5. */
    levels: number[];
    below: number;
    gapSum: number;
  }[];
  employees: { key: string; name: string; employees: number; evaluated: number }[];
  /** Reports of the current period by the job families they name (ids; a report names 1-3). */
  jobFamilies: { id: string; reports: number }[];
};
