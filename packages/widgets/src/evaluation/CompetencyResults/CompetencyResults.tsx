import { useId, useState } from 'react';
import type {
  CompetencyProfile,
  EvaluationNavigationState,
  WizardData,
} from '../../model/evaluation/types';
import { toNavigationState } from '../../model/evaluation/wizardData';
import { Button } from '../../primitives/Button';
import { useRolescope } from '../../provider/useRolescope';
import {
  CompetencyProfileChart,
  ResultSummary,
  ScoreCompositionChart,
  scorePartsOf,
} from '../../reports';
import { useStrings } from '../../strings/StringsContext';
import { SubmitConfirmation } from '../SubmitConfirmation';
import { CompetencyPanel } from './CompetencyPanel';
import * as styles from './CompetencyResults.css';
import { PersonalInfoCard } from './PersonalInfoCard';
import { scoreDetailsOf } from './personalInfo';
import { useSubmitReport } from './useSubmitReport';

export type CompetencyResultsProps = {
  data: WizardData;
  profile: CompetencyProfile;
  draftId?: string;
  /** Modify Assessment; default `onNavigate('/competency-evaluation', state)`. */
  onModify?: (state: EvaluationNavigationState) => void;
  /** After a successful submit; default `onNavigate('/thank-you')`. */
  onSubmitted?: (reportId: string) => void;
};

/** The read-only results page: personal information, one panel per competency, submit. */
export function CompetencyResults({
  data,
  profile,
  draftId,
  onModify,
  onSubmitted,
}: CompetencyResultsProps) {
  const strings = useStrings();
  const s = strings.competencyResults;
  const { navigate } = useRolescope();
  const id = useId();
  const [confirming, setConfirming] = useState(false);
  const score = scoreDetailsOf(data);
  const profileItems = profile.competencyData.flatMap((item) => {
    const chosen = profile.selectedLevels[String(item.step)];
    return chosen ? [{ name: item.title, chosen, recommended: item.recommendedLevel }] : [];
  });
  const submit = useSubmitReport(
    data,
    profile,
    draftId,
    onSubmitted ?? (() => navigate('/thank-you')),
  );

  const modify = () => {
    const state = toNavigationState(data, {
      reportType: 'competency',
      startLevelSelection: true,
      selectedLevels: profile.selectedLevels,
      competencyData: profile.competencyData,
      ...(draftId ? { draftId } : {}),
    });
    if (onModify) onModify(state);
    else navigate('/competency-evaluation', state);
  };

  return (
    <div className={styles.page}>
      <PersonalInfoCard data={data} headingId={`${id}-personal`} />
      {score ? <ResultSummary score={score} /> : null}
      <div className={styles.charts}>
        {score ? <ScoreCompositionChart {...scorePartsOf(score)} /> : null}
        {profileItems.length > 0 ? <CompetencyProfileChart items={profileItems} /> : null}
      </div>
      <section className={styles.card} aria-labelledby={`${id}-analysis`}>
        <h2 id={`${id}-analysis`} className={styles.cardTitle}>
          {s.detailedAnalysis}
        </h2>
        <div className={styles.panels}>
          {profile.competencyData.map((item) => (
            <CompetencyPanel
              key={item.step}
              item={item}
              level={profile.selectedLevels[String(item.step)]}
            />
          ))}
        </div>
      </section>
      <div className={styles.actions}>
        <Button variant="secondary" onClick={modify}>
          {s.modify}
        </Button>
        <Button onClick={() => setConfirming(true)} pending={submit.isPending}>
          {s.submit}
        </Button>
      </div>
      <SubmitConfirmation
        open={confirming}
        onOpenChange={setConfirming}
        onConfirm={() => submit.mutate()}
        pending={submit.isPending}
      />
    </div>
  );
}
