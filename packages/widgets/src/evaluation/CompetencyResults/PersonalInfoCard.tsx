import type { WizardData } from '../../model/evaluation/types';
import { displayValue } from '../../model/reports/labels';
import { useSession } from '../../session/useSession';
import { useCatalogNamesOf } from '../../state/useCatalogNames';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './CompetencyResults.css';
import { scoreDetailsOf } from './personalInfo';

/** The Personal Information card: the role, the user's e-mail and the computed career level. */
export function PersonalInfoCard({ data, headingId }: { data: WizardData; headingId: string }) {
  const strings = useStrings();
  const s = strings.competencyResults;
  const na = strings.common.notAvailable;
  const { user } = useSession();
  // Ids are never shown: each catalog value reads as its name (N/A while its list loads).
  const names = useCatalogNamesOf(data.details);
  const score = scoreDetailsOf(data);
  const careerLevelText = (level: number) => {
    const name = strings.resultSummary.careerLevels[String(level)]?.name;
    return name
      ? formatString(strings.resultSummary.careerLevelValue, { level, name })
      : String(level);
  };
  const rows: [string, string | undefined][] = [
    [s.role, data.details.role],
    [s.industryCategory, names.namesOf('industries', data.details.industryCategory)],
    [s.industry, displayValue(data.details.currentIndustry, 'currentIndustry')],
    [s.company, data.details.currentCompany],
    [s.jobFamilies, names.namesOf('jobFamilies', data.details.process)],
    [s.functions, names.namesOf('functions', data.details.currentFunction)],
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
