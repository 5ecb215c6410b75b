import type { CareerGoal, CareerReadiness, CompetencyGap } from '@rolescope/core';
import type { CareerBaselineBody } from '@rolescope/core/contract';
import { useId } from 'react';
import { careerLevelLabel } from '../../model/reports/careerLevelText';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import { CareerGapChart } from '../charts/CareerGapChart';
import * as styles from './CareerReportView.css';

export type CareerReportViewProps = {
  goal: CareerGoal;
  /** Where the user stood (a report's baseline, or the evaluation's). */
  baseline?: Pick<CareerBaselineBody, 'careerLevel' | 'category'> | null;
  gaps: readonly CompetencyGap[];
  readiness: CareerReadiness;
};

const LEVELS = [1, 2, 3, 4, 5] as const;

function GapBar({ gap }: { gap: CompetencyGap }) {
  const s = useStrings().careerEvaluation;
  return (
    <div
      role="img"
      aria-label={formatString(s.barLabel, {
        title: gap.title,
        current: gap.current,
        target: gap.target,
      })}
      className={styles.bar}
    >
      {LEVELS.map((level) => (
        <span
          key={level}
          className={styles.segment({
            state: level <= gap.current ? 'reached' : level <= gap.target ? 'gap' : 'beyond',
          })}
        />
      ))}
    </div>
  );
}

/** The career progression report: goal, readiness, the gap table with bars, recommendations. */
export function CareerReportView({ goal, baseline, gaps, readiness }: CareerReportViewProps) {
  const strings = useStrings();
  const s = strings.careerEvaluation;
  const meaning = strings.resultSummary;
  const categoryName = (c: CareerGoal['targetCategory']) => meaning.categories[c].name;
  const level = (n: number) => formatString(s.levelShort, { level: n });
  const withGaps = gaps.filter((g) => g.gap > 0);
  const gapHeadingId = useId();
  const gapTableId = useId();
  return (
    <div className={styles.root}>
      <section className={styles.section} aria-label={s.goal}>
        <h3 className={styles.heading}>{s.goal}</h3>
        <dl className={styles.facts}>
          <dt className={styles.term}>{s.targetRole}</dt>
          <dd className={styles.definition}>{goal.targetRole}</dd>
          <dt className={styles.term}>{s.targetLevel}</dt>
          <dd className={styles.definition}>{careerLevelLabel(goal.targetCareerLevel, meaning)}</dd>
          <dt className={styles.term}>{s.targetCategory}</dt>
          <dd className={styles.definition}>{categoryName(goal.targetCategory)}</dd>
          {baseline ? (
            <>
              <dt className={styles.term}>{s.currentLevel}</dt>
              <dd className={styles.definition}>
                {careerLevelLabel(baseline.careerLevel, meaning)}
              </dd>
              <dt className={styles.term}>{s.currentCategory}</dt>
              <dd className={styles.definition}>{categoryName(baseline.category)}</dd>
            </>
          ) : null}
          <dt className={styles.term}>{s.timeFrame}</dt>
          <dd className={styles.definition}>{s.timeFrames[goal.timeFrame]}</dd>
          <dt className={styles.term}>{s.motivation}</dt>
          <dd className={styles.definition}>{goal.motivation.trim() || s.notSet}</dd>
        </dl>
      </section>

      <section className={styles.section} aria-label={s.readiness}>
        <h3 className={styles.heading}>{s.readiness}</h3>
        {/* A large figure, not a heading: a div (axe's p-as-heading). */}
        <div className={styles.readiness}>
          {formatString(s.readinessPercent, { percent: readiness.readinessPercent })}
        </div>
        <p className={styles.muted}>
          {formatString(s.competenciesMet, {
            met: readiness.competenciesMet,
            total: readiness.competenciesTotal,
          })}
        </p>
        {readiness.largestGaps.length > 0 ? (
          <p className={styles.muted}>
            {formatString(s.largestGaps, { list: readiness.largestGaps.join(', ') })}
          </p>
        ) : null}
      </section>

      <section className={styles.section} aria-label={s.gapAnalysis}>
        <h3 id={gapHeadingId} className={styles.heading}>
          {s.gapAnalysis}
        </h3>
        {/* The gap as a picture; its numbers are the table below, which it points to. */}
        <CareerGapChart
          items={gaps.map((g) => ({ name: g.title, current: g.current, target: g.target }))}
          tableId={gapTableId}
        />
        {/* A scrollable region a keyboard can reach (the table is wider than a phone), with a
            role and a name for its focus stop. */}
        {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scroll container must be focusable */}
        <section className={styles.tableWrap} tabIndex={0} aria-label={s.gapTable}>
          <table id={gapTableId} aria-labelledby={gapHeadingId} className={styles.table}>
            <thead>
              <tr>
                <th scope="col" className={styles.cell}>
                  {s.competency}
                </th>
                <th scope="col" className={styles.cell}>
                  {s.current}
                </th>
                <th scope="col" className={styles.cell}>
                  {s.target}
                </th>
                <th scope="col" className={styles.cell}>
                  {s.gap}
                </th>
                <th scope="col" className={styles.cell}>
                  {s.progress}
                </th>
              </tr>
            </thead>
            <tbody>
              {gaps.map((g) => (
                <tr key={g._id}>
                  <th scope="row" className={styles.cell}>
                    {g.title}
                  </th>
                  <td className={styles.cell}>{level(g.current)}</td>
                  <td className={styles.cell}>{level(g.target)}</td>
                  <td className={styles.cell}>
                    {g.gap > 0 ? formatString(s.gapToGo, { gap: g.gap }) : s.gapMet}
                  </td>
                  {/* Its own cell: inside the row header it would repeat in every cell's name. */}
                  <td className={styles.cell}>
                    <GapBar gap={g} />
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </section>
      </section>

      <section className={styles.section} aria-label={s.recommendations}>
        <h3 className={styles.heading}>{s.recommendations}</h3>
        {withGaps.length === 0 ? <p className={styles.muted}>{s.noRecommendations}</p> : null}
        {withGaps.map((g) => (
          <div key={g._id} className={styles.section}>
            <h4 className={styles.subheading}>
              {formatString(s.recommendationsFor, {
                title: g.title,
                from: g.current,
                to: g.target,
              })}
            </h4>
            <ul className={styles.recommendations}>
              {g.recommendations.map((r) => (
                <li key={r}>{r}</li>
              ))}
            </ul>
          </div>
        ))}
      </section>
    </div>
  );
}
