import { type CompetencyLevelItem, isLevelDefined } from '@rolescope/core';
import type { LevelOption } from '@rolescope/core/contract';

/** A level the framework defines (core's rule, shared with the career gap computation). */
export { isLevelDefined };

/** The five proficiency levels, in order. */
const LEVELS = [1, 2, 3, 4, 5] as const;

/** Levels 1 to 5 of a competency; a missing level comes back empty (undefined). */
export const levelOptionsOf = (item: CompetencyLevelItem): LevelOption[] =>
  LEVELS.map(
    (level) =>
      item.levelOptions.find((o) => o.level === level) ?? { level, description: '', abilities: [] },
  );

/** True when at least one level has content: only then must a level be chosen to go on. */
export const hasContent = (item: CompetencyLevelItem): boolean =>
  item.levelOptions.some(isLevelDefined);

/**
 * The next defined level from `from` in direction `dir` (wrapping around), as radio groups move
 * with the arrow keys; with no `from`, the first (or last) defined level. Undefined if none.
 */
export const nextDefinedLevel = (
  item: CompetencyLevelItem,
  from: number | undefined,
  dir: 1 | -1,
): number | undefined => {
  const defined = levelOptionsOf(item)
    .filter(isLevelDefined)
    .map((o) => o.level);
  if (defined.length === 0) return undefined;
  if (from === undefined) return dir === 1 ? defined[0] : defined[defined.length - 1];
  const at = defined.indexOf(from);
  if (at === -1) return defined.find((l) => (dir === 1 ? l > from : l < from)) ?? defined[0];
  return defined[(at + dir + defined.length) % defined.length];
};

/** Whole percent of steps reached: step 2 of 4 is 50. */
export const progressPercent = (step: number, total: number): number =>
  total > 0 ? Math.round((step / total) * 100) : 0;
