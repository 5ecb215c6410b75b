import type { CompetencyLevelItem } from '@rolescope/core';
import { Button } from '../../../primitives/Button';
import { useStrings } from '../../../strings/StringsContext';
import { LevelRating } from '../LevelRating';
import * as styles from './SkillAssessmentStep.css';

export type SkillAssessmentStepProps = {
  items: readonly CompetencyLevelItem[];
  targetLevels: Record<string, number>;
  value: Record<string, number>;
  onChange: (next: Record<string, number>) => void;
  loading?: boolean;
  failed?: boolean;
  onRetry?: () => void;
};

/** Step 2, Skill Assessment: the user's current level in each competency the target needs. */
export function SkillAssessmentStep({
  items,
  targetLevels,
  value,
  onChange,
  loading,
  failed,
  onRetry,
}: SkillAssessmentStepProps) {
  const s = useStrings().careerEvaluation;
  if (loading) {
    return (
      <p role="status" className={styles.status}>
        {s.loadingCompetencies}
      </p>
    );
  }
  if (failed) {
    return (
      <div role="alert" className={styles.root}>
        <p className={styles.status}>{s.competenciesFailed}</p>
        {onRetry ? (
          <div>
            <Button variant="secondary" onClick={onRetry}>
              {s.retry}
            </Button>
          </div>
        ) : null}
      </div>
    );
  }
  if (items.length === 0) return <p className={styles.status}>{s.noCompetencies}</p>;
  return (
    <div className={styles.root}>
      <p className={styles.intro}>{s.skillsIntro}</p>
      {items.map((item) => (
        <LevelRating
          key={item._id}
          item={item}
          target={targetLevels[item._id]}
          value={value[item._id]}
          onChange={(level) => onChange({ ...value, [item._id]: level })}
        />
      ))}
    </div>
  );
}
