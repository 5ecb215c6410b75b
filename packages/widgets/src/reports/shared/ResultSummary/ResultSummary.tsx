import type { ScoreDetails } from '@rolescope/core';
import {
  careerLevelBandOf,
  careerLevelScale,
  careerLevels,
  type ScorePartId,
  scoreMultiplierRange,
  scorePartRanges,
} from '@rolescope/core/scoring';
import { useId } from 'react';
import { careerLevelName } from '../../../model/reports/careerLevelText';
import type { Strings } from '../../../strings/en';
import { formatString } from '../../../strings/mergeStrings';
import { useStrings } from '../../../strings/StringsContext';
import * as styles from './ResultSummary.css';
import { scorePartsOf } from './scoreParts';

export type ResultSummaryProps = {
  /** The role's score details (`computeScoreDetails`, or `scoreOfReport` for a saved report). */
  score: ScoreDetails;
  /** `compact`: career level, category and final score only (the dashboard). */
  variant?: 'full' | 'compact';
  /** The level of the summary's heading; 2 by default. */
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

const number = (value: number, digits = 2): string =>
  String(Math.round(value * 10 ** digits) / 10 ** digits);

/** The role's place on the 17-to-24 scale, read by a screen reader as a meter. */
function CareerLevelMeter({ level, s }: { level: number; s: Strings['resultSummary'] }) {
  const { min, max } = careerLevelScale;
  const at = (l: number) => ((Math.min(max, Math.max(min, l)) - min) / (max - min)) * 100;
  return (
    <div className={styles.meter}>
      {/* A drawn track rather than <meter>: it marks the scale's levels and prints the same everywhere. */}
      {/* biome-ignore lint/a11y/useSemanticElements: see above */}
      <div
        role="meter"
        aria-label={s.scale}
        aria-valuemin={min}
        aria-valuemax={max}
        aria-valuenow={level}
        aria-valuetext={formatString(s.scaleValue, {
          level,
          name: careerLevelName(level, s),
        })}
        className={styles.track}
      >
        <div className={styles.fill} style={{ inlineSize: `${at(level)}%` }} />
      </div>
      <div className={styles.ticks} aria-hidden="true">
        {careerLevels.map((l) => (
          <span
            key={l.careerLevel}
            className={[styles.tick, l.careerLevel === level ? styles.tickCurrent : '']
              .filter(Boolean)
              .join(' ')}
            style={{ insetInlineStart: `${at(l.careerLevel)}%` }}
          >
            {l.careerLevel}
          </span>
        ))}
      </div>
      <p className={styles.note}>{formatString(s.scaleEnds, { min, max })}</p>
    </div>
  );
}

/**
 * What a result means: the career level with its name, band and meaning and its place on the
 * 17-to-24 scale; the career category with its name and meaning; the final score with its
 * three parts (each with its range), their sum and the organisation's multiplier.
 */
export function ResultSummary({
  score,
  variant = 'full',
  headingLevel = 2,
  className,
}: ResultSummaryProps) {
  const strings = useStrings();
  const s = strings.resultSummary;
  const id = useId();
  const Heading = `h${headingLevel}` as const;
  const level = score.careerLevel;
  const levelText = s.careerLevels[String(level)];
  const band = careerLevelBandOf(level);
  const category = s.categories[score.category];
  const parts = Object.entries(scorePartsOf(score)) as [ScorePartId, number][];
  const sum = score.rolesResponsibilityScore + score.rolesEffectivenessScore + score.rolesImpact;
  const finalScore = number(score.finalScore);
  return (
    <section
      aria-labelledby={`${id}-title`}
      className={[styles.summary, className].filter(Boolean).join(' ')}
    >
      <Heading id={`${id}-title`} className={styles.title}>
        {s.title}
      </Heading>
      <div className={styles.blocks}>
        <div className={styles.block}>
          <p className={styles.label}>{s.careerLevel}</p>
          {/* Values and names are large text, not headings: divs (axe's p-as-heading). */}
          <div className={styles.value}>
            {formatString(s.careerLevelValue, { level, name: careerLevelName(level, s) })}
          </div>
          {band ? (
            <p className={styles.note}>
              {band.to === null
                ? formatString(s.bandOpen, { from: band.from })
                : formatString(s.band, { from: band.from, to: band.to })}
            </p>
          ) : null}
          {levelText ? <p className={styles.meaning}>{levelText.meaning}</p> : null}
          <CareerLevelMeter level={level} s={s} />
        </div>
        <div className={styles.block}>
          <p className={styles.label}>{s.careerCategory}</p>
          <div className={styles.name}>{category.name}</div>
          <p className={styles.meaning}>{category.meaning}</p>
        </div>
        <div className={styles.scoreBlock}>
          <p className={styles.label}>{s.finalScore}</p>
          <div className={styles.value}>{finalScore}</div>
          {variant === 'full' ? (
            <>
              <p className={styles.note}>{s.scoreParts}</p>
              <dl className={styles.parts}>
                {parts.map(([part, value]) => (
                  <div key={part} className={styles.partRow}>
                    <dt className={styles.partTerm}>
                      {s.parts[part]}
                      <span className={styles.partRange}>
                        {formatString(s.partRange, scorePartRanges[part])}
                      </span>
                    </dt>
                    <dd className={styles.partValue}>{number(value)}</dd>
                  </div>
                ))}
                <div className={styles.partRow}>
                  <dt className={styles.partTerm}>{s.sum}</dt>
                  <dd className={styles.partValue}>{number(sum)}</dd>
                </div>
                <div className={styles.partRow}>
                  <dt className={styles.partTerm}>
                    {s.multiplier}
                    <span className={styles.partRange}>
                      {formatString(s.multiplierNote, {
                        min: scoreMultiplierRange.min,
                        max: scoreMultiplierRange.max,
                      })}
                    </span>
                  </dt>
                  <dd className={styles.partValue}>{score.scoreMultiplier.toFixed(2)}</dd>
                </div>
              </dl>
              <p className={styles.note}>
                {formatString(s.formula, {
                  sum: number(sum),
                  multiplier: score.scoreMultiplier.toFixed(2),
                  score: finalScore,
                })}
              </p>
            </>
          ) : null}
        </div>
      </div>
    </section>
  );
}
