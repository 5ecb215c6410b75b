import type { Report, SelectedLevels } from '@rolescope/core';
import { proficiencyLevelKeyOf } from '@rolescope/core/scoring';
import type { Strings } from '../../strings/en';
import { formatString } from '../../strings/mergeStrings';

/** How a chosen level stands to the recommended one. */
export type LevelComparison = { kind: 'matches' } | { kind: 'above' | 'below'; by: number };

/** Compares a chosen proficiency level with the recommended one. */
export const compareLevels = (chosen: number, recommended: number): LevelComparison => {
  const difference = chosen - recommended;
  if (difference === 0) return { kind: 'matches' };
  return { kind: difference > 0 ? 'above' : 'below', by: Math.abs(difference) };
};

/** "Matches the recommendation", "One level above the recommendation", … */
export const levelComparisonText = (
  chosen: number,
  recommended: number,
  s: Strings['levelComparison'],
): string => {
  const comparison = compareLevels(chosen, recommended);
  if (comparison.kind === 'matches') return s.matches;
  const sentences = s[comparison.kind];
  return sentences[comparison.by - 1] ?? sentences.at(-1) ?? '';
};

/** The name of proficiency level 1 to 5 (Foundation…Authority); '' for any other number. */
export const proficiencyLevelName = (level: number, strings: Strings): string => {
  const key = proficiencyLevelKeyOf(level);
  return key ? strings.proficiencyLevels[key] : '';
};

/** "Level 3, Advanced" (or "Level 7" for a level without a name). */
export const levelWithName = (level: number, strings: Strings): string => {
  const name = proficiencyLevelName(level, strings);
  return name
    ? formatString(strings.levelComparison.levelValue, { level, name })
    : formatString(strings.resultSummary.unknownLevel, { level });
};

/** One competency of a report: its chosen and recommended level (0 when not known). */
export type CompetencyLevels = {
  step: number;
  title: string;
  chosen: number;
  recommended: number;
};

/**
 * Each titled competency of a competency report with the chosen level (`selectedLevels`, by
 * step) and the recommended one the report stored; [] for a career report.
 */
export const competencyLevelsOf = (report: Report): CompetencyLevels[] => {
  if (report.reportType === 'career') return [];
  const body = report.report;
  const items = Array.isArray(body)
    ? body
    : body && 'competencyData' in body && Array.isArray(body.competencyData)
      ? body.competencyData
      : [];
  const levels: SelectedLevels = report.selectedLevels ?? {};
  return items.flatMap((item, i) => {
    if (item.title === undefined) return [];
    const step = item.step ?? i + 1;
    return [
      {
        step,
        title: item.title,
        chosen: levels[String(step)] ?? 0,
        recommended: item.recommendedLevel ?? 0,
      },
    ];
  });
};
