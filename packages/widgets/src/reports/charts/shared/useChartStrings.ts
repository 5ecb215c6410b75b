import { useMemo } from 'react';
import type { Strings } from '../../../strings/en';
import { formatString } from '../../../strings/mergeStrings';
import { useStrings } from '../../../strings/StringsContext';

/** The charts' texts, with the proficiency levels' names (1 to 5) as a list. */
export type ChartStrings = Strings['charts'] & { levelNames: readonly string[] };

/**
 * The charts' texts from the provider's strings (overridable like every string). The level
 * names are the ones every report uses (`proficiencyLevels`), so one override renames them
 * everywhere.
 */
export const useChartStrings = (): ChartStrings => {
  const { charts, proficiencyLevels: p } = useStrings();
  return useMemo(
    () => ({
      ...charts,
      levelNames: [p.foundation, p.practitioner, p.advanced, p.lead, p.authority],
    }),
    [charts, p],
  );
};

/** "3 Advanced": a level's number and name (the number alone outside 1 to 5). */
export const levelText = (s: ChartStrings, level: number): string => {
  const name = s.levelNames[level - 1];
  return name === undefined ? String(level) : formatString(s.levelValue, { level, name });
};
