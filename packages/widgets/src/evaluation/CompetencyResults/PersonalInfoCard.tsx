import { useQuery } from '@tanstack/react-query';
import type { WizardData } from '../../model/evaluation/types';
import { rolescopeKey } from '../../provider/queryKeys';
import { useRolescope } from '../../provider/useRolescope';
import { useSession } from '../../session/useSession';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './CompetencyResults.css';
import { functionNames, industryCategoryName, scoreDetailsOf } from './personalInfo';

/** The Personal Information card: the role, the user's e-mail and the computed career level. */
export function PersonalInfoCard({ data, headingId }: { data: WizardData; headingId: string }) {
  const strings = useStrings();
  const s = strings.competencyResults;
  const na = strings.common.notAvailable;
  const { client } = useRolescope();
  const { user } = useSession();
  const { industryCategory, process } = data.details;
  const functions = useQuery({
    queryKey: rolescopeKey('competencyResults', 'functions', industryCategory, process),
    queryFn: async () =>
      (
        await client.getFunctions({
          industryCategory: industryCategory ?? '',
          jobFamilyProcessOptions: process ?? [],
        })
      ).data,
    enabled: Boolean(industryCategory) && (process?.length ?? 0) > 0,
  });
  const score = scoreDetailsOf(data);
  const careerLevelText = (level: number) => {
    const name = strings.resultSummary.careerLevels[String(level)]?.name;
    return name
      ? formatString(strings.resultSummary.careerLevelValue, { level, name })
      : String(level);
  };
  const rows: [string, string | undefined][] = [
    [s.role, data.details.role],
    [s.industryCategory, industryCategoryName(industryCategory)],
    [s.industry, data.details.currentIndustry],
    [s.company, data.details.currentCompany],
    [s.functions, functionNames(data.details.currentFunction, functions.data).join(', ')],
    [s.email, user?.email],
    [s.careerLevel, score ? careerLevelText(score.careerLevel) : undefined],
    [s.careerCategory, score ? strings.resultSummary.categories[score.category].name : undefined],
  ];
  return (
    <section className={styles.card} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.cardTitle}>
        {s.personalInformation}
      </h2>
      <dl className={styles.facts}>
        {rows.map(([term, value]) => (
          <div key={term}>
            <dt className={styles.factTerm}>{term}</dt>
            <dd className={styles.factValue}>{value || na}</dd>
          </div>
        ))}
      </dl>
    </section>
  );
}
