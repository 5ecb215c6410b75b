import type { CompetencyLevelItem } from '@rolescope/core';
import { useId, useState } from 'react';
import { levelComparisonText, levelWithName } from '../../model/reports/levelComparison';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './CompetencyResults.css';

export type CompetencyPanelProps = { item: CompetencyLevelItem; level: number | undefined };

/** One competency of the analysis: a disclosure (expanded by default) with the chosen level. */
export function CompetencyPanel({ item, level }: CompetencyPanelProps) {
  const strings = useStrings();
  const s = strings.competencyResults;
  const c = strings.levelComparison;
  const [open, setOpen] = useState(true);
  const id = useId();
  const option = item.levelOptions.find((o) => o.level === level);
  return (
    <section className={styles.panel} aria-labelledby={`${id}-button`}>
      <h3 className={styles.panelHeading}>
        <button
          id={`${id}-button`}
          type="button"
          className={styles.panelButton}
          aria-expanded={open}
          aria-controls={`${id}-body`}
          onClick={() => setOpen(!open)}
        >
          <span>{item.title}</span>
          <span className={styles.levelBadge}>
            {level === undefined ? s.noLevel : formatString(s.chosenLevel, { level })}
          </span>
          <svg
            className={styles.chevron}
            width="16"
            height="16"
            viewBox="0 0 24 24"
            aria-hidden="true"
          >
            <path d="M6 9l6 6 6-6" stroke="currentColor" strokeWidth="2" fill="none" />
          </svg>
        </button>
      </h3>
      <div id={`${id}-body`} className={styles.panelBody} hidden={!open}>
        <dl className={styles.levels}>
          <div>
            <dt className={styles.subheading}>{c.chosenLevel}</dt>
            <dd className={styles.text}>
              {level === undefined ? s.noLevel : levelWithName(level, strings)}
            </dd>
          </div>
          <div>
            <dt className={styles.subheading}>{c.recommendedLevel}</dt>
            <dd className={styles.text}>{levelWithName(item.recommendedLevel, strings)}</dd>
          </div>
        </dl>
        {level === undefined ? null : (
          <p className={styles.comparison}>
            {levelComparisonText(level, item.recommendedLevel, c)}
          </p>
        )}
        <p className={styles.subheading}>{s.proficiency}</p>
        <p className={styles.text}>{option?.description || s.noLevel}</p>
        {option && option.abilities.length > 0 ? (
          <>
            <p className={styles.subheading}>{s.abilities}</p>
            <ul className={styles.list}>
              {option.abilities.map((ability) => (
                <li key={ability}>{ability}</li>
              ))}
            </ul>
          </>
        ) : null}
      </div>
    </section>
  );
}
