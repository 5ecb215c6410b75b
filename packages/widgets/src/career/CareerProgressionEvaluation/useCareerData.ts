import { type CareerCategory, type CompetencyLevelItem, targetLevelFor } from '@rolescope/core';
import { useQuery } from '@tanstack/react-query';
import { useRolescope } from '../../provider/useRolescope';
import { useSession } from '../../session/useSession';
import { baselineFromReports } from './careerModel';

/** Competencies assessed at most (spec: competencies 4 to 6). */
export const MAX_CAREER_COMPETENCIES = 6;

/** The latest completed competency report of the signed-in user (fetchReports, page 1). */
export const useLatestBaseline = () => {
  const { client } = useRolescope();
  const { user } = useSession();
  const email = user?.email ?? '';
  return useQuery({
    queryKey: ['fetchReports', email, 1, 50],
    enabled: email !== '',
    queryFn: ({ signal }) => client.fetchUserReports({ email, page: 1, limit: 50 }, { signal }),
    select: (res) => baselineFromReports(res.data),
  });
};

export type CareerCompetencies = {
  items: CompetencyLevelItem[];
  /** Competency id → the target category's expected level (clamped to defined levels). */
  targetLevels: Record<string, number>;
};

/**
 * The competencies of the target: the functional competencies of the baseline's functions
 * (every function of the industry when there are none) at the target category, then their
 * levels for up to six of them.
 */
export const useCareerCompetencies = (
  industryCategory: string,
  functions: readonly string[],
  careerCategory: CareerCategory | undefined,
  enabled: boolean,
) => {
  const { client } = useRolescope();
  return useQuery({
    queryKey: ['fetchCompetency', 'career', industryCategory, functions, careerCategory],
    enabled: enabled && industryCategory !== '' && careerCategory !== undefined,
    queryFn: async ({ signal }): Promise<CareerCompetencies> => {
      const category = careerCategory ?? 'low';
      let fns = [...functions];
      if (fns.length === 0) {
        const families = await client.getJobFamilyProcess(industryCategory, { signal });
        const found = await client.getFunctions(
          { industryCategory, jobFamilyProcessOptions: families.data.map((f) => f._id) },
          { signal },
        );
        fns = found.data.map((f) => f._id);
      }
      const options = await client.getFunctionalCompetencies(
        { industryCategory, functions: fns, careerCategory: category },
        { signal },
      );
      const names = [...new Set(options.data.map((o) => o._id))].slice(0, MAX_CAREER_COMPETENCIES);
      if (names.length === 0) return { items: [], targetLevels: {} };
      const levels = await client.calculateCompetencyLevel(
        { industryCategory, functions: fns, competencyName: names },
        { signal },
      );
      const items = levels.data;
      return {
        items,
        targetLevels: Object.fromEntries(items.map((i) => [i._id, targetLevelFor(category, i)])),
      };
    },
  });
};
