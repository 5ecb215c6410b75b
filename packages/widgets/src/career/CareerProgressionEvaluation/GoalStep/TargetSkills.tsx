import { careerCategoryOfLevel } from '@rolescope/core';
import { proficiencyLevels } from '@rolescope/core/options';
import { type ReactNode, useId } from 'react';
import type { CareerBaseline } from '../../../model/career/careerModel';
import { Button } from '../../../primitives/Button';
import { formatString } from '../../../strings/mergeStrings';
import { useStrings } from '../../../strings/StringsContext';
import { useCareerCompetencies } from '../useCareerData';
import * as styles from './GoalStep.css';

export type TargetSkillsProps = {
  baseline: CareerBaseline | null;
  targetCareerLevel: number;
};

const levelName = (level: number) => proficiencyLevels.find((p) => p.id === level)?.label ?? '';

/**
 * The skills a chosen target level needs: the competencies the skill assessment will ask
 * about and the proficiency the target needs in each (the same query as that step's, so it
 * is loaded once), under the target level select.
 */
export function TargetSkills({ baseline, targetCareerLevel }: TargetSkillsProps) {
  const s = useStrings().careerEvaluation;
  const id = useId();
  const category = careerCategoryOfLevel(targetCareerLevel);
  const skills = useCareerCompetencies(baseline, category, category !== undefined);
  const title = formatString(s.targetSkillsTitle, { level: targetCareerLevel });
  let body: ReactNode;
  if (!baseline) body = <p className={styles.muted}>{s.targetSkillsNeedBaseline}</p>;
  else if (skills.isPending) {
    body = (
      <p role="status" className={styles.muted}>
        {s.targetSkillsLoading}
      </p>
    );
  } else if (skills.isError) {
    body = (
      <div role="alert" className={styles.skillsFailed}>
        <span>{s.targetSkillsFailed}</span>
        <Button variant="secondary" size="sm" onClick={() => void skills.refetch()}>
          {s.retry}
        </Button>
      </div>
    );
  } else if (skills.data.items.length === 0) {
    body = <p className={styles.muted}>{s.noCompetencies}</p>;
  } else {
    body = (
      <ul className={styles.skills}>
        {skills.data.items.map((item) => {
          const level = skills.data.targetLevels[item._id] ?? 0;
          return (
            <li key={item._id} className={styles.skill}>
              <span>{item.title}</span>
              <span className={styles.definition}>
                {formatString(s.targetSkill, { level, name: levelName(level) })}
              </span>
            </li>
          );
        })}
      </ul>
    );
  }
  return (
    <section className={styles.card} aria-labelledby={`${id}-skills`}>
      <h4 id={`${id}-skills`} className={styles.cardTitle}>
        {title}
      </h4>
      {body}
    </section>
  );
}
