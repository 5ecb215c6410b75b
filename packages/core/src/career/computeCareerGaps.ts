import type {
  CareerCategory,
  CompetencyLevelItem,
  LevelOption,
  ProficiencyLevel,
} from '../contract';
import { categoryTargetLevels } from './model';

/**
 * A level the framework defines: it has a description or at least one ability (the catalog
 * sends every level 1 to 5; an undefined one is empty). The level picker dims the others.
 */
export const isLevelDefined = (option: LevelOption | undefined): boolean =>
  option !== undefined && (option.description.trim() !== '' || option.abilities.length > 0);

/** The levels of an item that have a description or abilities, ascending. */
export const definedLevels = (
  item: Pick<CompetencyLevelItem, 'levelOptions'>,
): ProficiencyLevel[] =>
  [
    ...new Set(item.levelOptions.filter(isLevelDefined).map((o) => o.level as ProficiencyLevel)),
  ].sort((a, b) => a - b);

/**
 * The expected level of a competency for a career category (low 2, medium 3, high 4), clamped
 * to the item's defined levels: the highest defined level at or below it, else the lowest
 * defined level above it; without an item (or without defined levels) the plain mapping.
 */
export const targetLevelFor = (
  category: CareerCategory,
  item?: Pick<CompetencyLevelItem, 'levelOptions'>,
): ProficiencyLevel => {
  const base = categoryTargetLevels[category];
  const defined = item ? definedLevels(item) : [];
  if (defined.length === 0) return base;
  const below = defined.filter((l) => l <= base);
  return below.length > 0
    ? (below[below.length - 1] as ProficiencyLevel)
    : (defined[0] as ProficiencyLevel);
};

export type CompetencyGap = {
  _id: string;
  title: string;
  current: number;
  target: number;
  /** target − current, never below 0. */
  gap: number;
  /** Abilities of the levels current+1 … target (in level order, duplicates removed). */
  recommendations: string[];
};

export type CareerReadiness = {
  /** Σ min(current, target) / Σ target, as a whole percent (100 when nothing is required). */
  readinessPercent: number;
  competenciesMet: number;
  competenciesTotal: number;
  /** Titles of up to 3 competencies with a gap, largest first (ties in item order). */
  largestGaps: string[];
};

export type CareerGapInput = {
  currentLevels: Record<string, number>;
  targetLevels: Record<string, number>;
  items: readonly CompetencyLevelItem[];
};

export type CareerGapResult = { gaps: CompetencyGap[]; readiness: CareerReadiness };

const clampLevel = (n: number | undefined, fallback: number) =>
  typeof n === 'number' && Number.isFinite(n) ? Math.min(5, Math.max(1, Math.round(n))) : fallback;

/** Per competency: current, target, gap and the abilities to develop; plus a readiness summary. */
export const computeCareerGaps = ({
  currentLevels,
  targetLevels,
  items,
}: CareerGapInput): CareerGapResult => {
  const gaps = items.map((item): CompetencyGap => {
    const target = clampLevel(targetLevels[item._id], item.recommendedLevel);
    const current = clampLevel(currentLevels[item._id], 1);
    const recommendations = [
      ...new Set(
        [...item.levelOptions]
          .filter((o) => o.level > current && o.level <= target)
          .sort((a, b) => a.level - b.level)
          .flatMap((o) => o.abilities),
      ),
    ];
    return {
      _id: item._id,
      title: item.title,
      current,
      target,
      gap: Math.max(0, target - current),
      recommendations,
    };
  });
  const required = gaps.reduce((s, g) => s + g.target, 0);
  const reached = gaps.reduce((s, g) => s + Math.min(g.current, g.target), 0);
  const largestGaps = gaps
    .map((g, i) => ({ g, i }))
    .filter(({ g }) => g.gap > 0)
    .sort((a, b) => b.g.gap - a.g.gap || a.i - b.i)
    .slice(0, 3)
    .map(({ g }) => g.title);
  return {
    gaps,
    readiness: {
      readinessPercent: required === 0 ? 100 : Math.round((reached / required) * 100),
      competenciesMet: gaps.filter((g) => g.gap === 0).length,
      competenciesTotal: gaps.length,
      largestGaps,
    },
  };
};
