import type { Strings } from '../../strings/en';
import { formatString } from '../../strings/mergeStrings';

type ResultStrings = Strings['resultSummary'];

/** The name of a career level ("Level 19" for a level without a text). */
export const careerLevelName = (level: number, s: ResultStrings): string =>
  s.careerLevels[String(level)]?.name ?? formatString(s.unknownLevel, { level });

/** A career level as every report writes it: "Level 20, Senior professional" (or "Level 19"). */
export const careerLevelLabel = (level: number, s: ResultStrings): string =>
  s.careerLevels[String(level)]
    ? formatString(s.careerLevelValue, { level, name: careerLevelName(level, s) })
    : formatString(s.unknownLevel, { level });
