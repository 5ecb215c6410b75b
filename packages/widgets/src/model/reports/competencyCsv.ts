import type { Report } from '@rolescope/core';
import type { Strings } from '../../strings/en';
import { formatString } from '../../strings/mergeStrings';
import { csvText } from '../files/csv';
import { competencyLevelsOf } from './levelComparison';
import { chosenCompetencies } from './reportContent';

/**
 * The report's competencies as CSV: one row each with its reference, the chosen level (number,
 * name, the level's reference), the recommended level and how many levels the choice is below
 * it (0 when at or above; empty when either level is unknown).
 */
export const competencyCsv = (report: Report, s: Strings['reportDialog']): string => {
  const recommended = new Map(competencyLevelsOf(report).map((l) => [l.step, l.recommended]));
  const c = s.csvColumns;
  const header = [
    c.competency,
    c.reference,
    c.chosenLevel,
    c.levelName,
    c.levelReference,
    c.recommendedLevel,
    c.gap,
  ];
  const rows = chosenCompetencies(report).map((item) => {
    const target = recommended.get(item.step) ?? 0;
    const known = item.level > 0 && target > 0;
    return [
      item.title,
      item.reference,
      item.level > 0 ? item.level : '',
      item.levelName,
      item.levelReference,
      target > 0 ? target : '',
      known ? Math.max(0, target - item.level) : '',
    ];
  });
  return csvText([header, ...rows]);
};

/** The CSV file's name: the strings' pattern with the report's date (YYYY-MM-DD, UTC). */
export const competencyCsvFileName = (report: Report, s: Strings['reportDialog']): string => {
  const date = new Date(report.createdAt);
  const day = Number.isNaN(date.getTime()) ? 'report' : date.toISOString().slice(0, 10);
  return formatString(s.csvFileName, { date: day });
};
