import * as styles from './charts.css';

/** The first series' mark: a filled circle. */
export function FilledMark({ x, y }: { x: number; y: number }) {
  return <circle cx={x} cy={y} r={6} className={styles.filledMark} />;
}

/** The second series' mark: a hollow diamond, wide enough to ring a circle at the same level. */
export function HollowMark({ x, y }: { x: number; y: number }) {
  const r = 11;
  return (
    <path
      d={`M${x} ${y - r}L${x + r} ${y}L${x} ${y + r}L${x - r} ${y}Z`}
      className={styles.hollowMark}
    />
  );
}

export type LegendEntry = { label: string; mark: 'filled' | 'hollow' };

/** The legend: each series' mark and name, in HTML so that long names wrap. */
export function Legend({ entries }: { entries: readonly LegendEntry[] }) {
  return (
    <ul className={styles.legend}>
      {entries.map((e) => (
        <li key={e.label} className={styles.legendItem}>
          <svg viewBox="0 0 24 24" className={styles.swatch} aria-hidden="true" focusable="false">
            {e.mark === 'filled' ? <FilledMark x={12} y={12} /> : <HollowMark x={12} y={12} />}
          </svg>
          {e.label}
        </li>
      ))}
    </ul>
  );
}
