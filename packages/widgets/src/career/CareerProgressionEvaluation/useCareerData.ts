import { type ApiClient, type CompetencyLevelItem, targetLevelFor } from '@rolescope/core';
import type { CareerCategory } from '@rolescope/core/contract';
import { useQuery } from '@tanstack/react-query';
import {
  baselineFromReports,
  type CareerBaseline,
  isBaselineReport,
} from '../../model/career/careerModel';
import {
  careerCandidateIds,
  selectCareerCompetencies,
} from '../../model/career/selectCareerCompetencies';
import { findLatestCompleted } from '../../model/reports/findLatestCompleted';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';
import { useSession } from '../../session/useSession';

/**
 * The latest completed competency report of the signed-in user, as a baseline: the reports
 * are read page by page (newest first, drafts and career reports mixed in) until one is found.
 */
export const useLatestBaseline = () => {
  const { client } = useRolescope();
  const { user } = useSession();
  const email = user?.email ?? '';
  return useQuery({
    // Not under 'fetchReports': saving a career draft must not reload the baseline.
    queryKey: rolescopeKey('careerBaseline', email),
    enabled: email !== '',
    queryFn: async ({ signal }) => {
      const latest = await findLatestCompleted(client, email, signal, isBaselineReport);
      return latest ? baselineFromReports([latest]) : null;
    },
  });
};

export type CareerCompetencies = {
  items: CompetencyLevelItem[];
  /** Competency id → the target category's expected level (clamped to defined levels). */
  targetLevels: Record<string, number>;
};

/** calculateCompetencyLevel takes at most this many competencies a call. */
const LEVELS_PER_CALL = 20;

const chunks = <T>(list: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(list.length / size) }, (_, i) =>
    list.slice(i * size, (i + 1) * size),
  );

/**
 * The competencies a target needs and their target levels, from the catalog endpoints:
 * per function of the user the competencies tagged for the TARGET category, those tagged for
 * the current category (when it differs), and the levels of every candidate; then
 * `selectCareerCompetencies` ranks them (its rule is documented there) and keeps six.
 */
const loadCareerCompetencies = async (
  client: ApiClient,
  baseline: Pick<CareerBaseline, 'industryCategory' | 'functions' | 'category'>,
  targetCategory: CareerCategory,
  signal?: AbortSignal,
): Promise<CareerCompetencies> => {
  const { industryCategory, functions } = baseline;
  const competencies = (fns: string[], careerCategory: CareerCategory) =>
    client.getFunctionalCompetencies(
      { industryCategory, functions: fns, careerCategory },
      { signal },
    );
  const [byFunction, current] = await Promise.all([
    Promise.all(functions.map((fn) => competencies([fn], targetCategory))),
    baseline.category === targetCategory ? null : competencies(functions, baseline.category),
  ]);
  const lists = byFunction.map((res) => res.data);
  const ids = careerCandidateIds(lists);
  const levels = await Promise.all(
    chunks(ids, LEVELS_PER_CALL).map((competencyName) =>
      client.calculateCompetencyLevel({ industryCategory, functions, competencyName }, { signal }),
    ),
  );
  const items = selectCareerCompetencies({
    byFunction: lists,
    currentCategoryIds: current ? current.data.map((c) => c._id) : null,
    items: levels.flatMap((res) => res.data),
    targetCategory,
  });
  return {
    items,
    targetLevels: Object.fromEntries(items.map((i) => [i._id, targetLevelFor(targetCategory, i)])),
  };
};

/** The catalog does not change while a user sets a goal and rates it. */
const COMPETENCIES_STALE_MS = 5 * 60 * 1000;

/**
 * `loadCareerCompetencies` as a query, once the baseline and the target are known. The goal
 * step's skills preview and the skill assessment step share it: loaded once, not again when
 * the skill step mounts.
 */
export const useCareerCompetencies = (
  baseline: CareerBaseline | null,
  targetCategory: CareerCategory | undefined,
  enabled: boolean,
) => {
  const { client } = useRolescope();
  return useQuery({
    queryKey: rolescopeKey(
      'fetchCompetency',
      'career',
      baseline?.industryCategory,
      baseline?.functions,
      baseline?.category,
      targetCategory,
    ),
    enabled: enabled && baseline !== null && targetCategory !== undefined,
    staleTime: COMPETENCIES_STALE_MS,
    queryFn: ({ signal }) =>
      baseline && targetCategory
        ? loadCareerCompetencies(client, baseline, targetCategory, signal)
        : Promise.resolve({ items: [], targetLevels: {} }),
  });
};
