import type { CompetencyOption } from '@rolescope/core/contract';
import { type ReactNode, useLayoutEffect, useRef, useState } from 'react';
import { groupCompetencies } from '../../model/competencies/groupCompetencies';
import * as fieldStyles from '../../primitives/TextField/TextField.css';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './CompetencyPicker.css';

export type CompetencyPickerProps = {
  id: string;
  /** The legend of the list ("Competencies"). */
  label: string;
  required?: boolean;
  options: readonly CompetencyOption[];
  /** The chosen ids, in choice order (controlled). */
  value: readonly string[];
  onChange: (next: string[]) => void;
  /** A function id's name (headings). */
  functionName: (id: string) => string;
  /** The role's functions, in order: their groups come first. */
  functionOrder?: readonly string[];
  error?: ReactNode;
  hint?: ReactNode;
};

/**
 * The functional competencies as checkboxes grouped by function (`role="group"` named by its
 * heading), with a search field (case- and diacritic-insensitive, "No competencies match"
 * when nothing does) and the chosen ones in a "Chosen" group at the top. A checkbox that moves
 * to or from the chosen group keeps the focus.
 */
export function CompetencyPicker({
  id,
  label,
  required = false,
  options,
  value,
  onChange,
  functionName,
  functionOrder,
  error,
  hint,
}: CompetencyPickerProps) {
  const s = useStrings().competencySelection;
  const [query, setQuery] = useState('');
  const groups = groupCompetencies({
    options,
    chosen: value,
    query,
    chosenTitle: s.chosenGroup,
    functionName,
    functionOrder,
  });
  const count = groups.reduce((n, g) => n + g.items.length, 0);
  const hasError = error != null && error !== false && error !== '';
  const describedBy =
    [hasError ? `${id}-error` : null, hint ? `${id}-hint` : null].filter(Boolean).join(' ') ||
    undefined;
  const boxId = (competency: string) => `${id}-c-${competency}`;

  // The toggled checkbox moves between groups (a new element): focus follows it.
  const refocus = useRef<string | null>(null);
  useLayoutEffect(() => {
    const target = refocus.current;
    if (target === null) return;
    refocus.current = null;
    const box = document.getElementById(boxId(target));
    if (box && document.activeElement !== box) box.focus();
  });

  const toggle = (competency: string, checked: boolean) => {
    refocus.current = competency;
    onChange(checked ? [...value, competency] : value.filter((v) => v !== competency));
  };

  return (
    <fieldset className={styles.root} aria-describedby={describedBy}>
      <legend className={fieldStyles.label}>
        {label}
        {required ? (
          <span className={fieldStyles.requiredMark} aria-hidden="true">
            *
          </span>
        ) : null}
      </legend>
      <div className={fieldStyles.field}>
        <label className={fieldStyles.label} htmlFor={`${id}-search`}>
          {s.searchCompetencies}
        </label>
        <input
          id={`${id}-search`}
          type="search"
          className={fieldStyles.input}
          autoComplete="off"
          value={query}
          onChange={(e) => setQuery(e.target.value)}
        />
      </div>
      <p role="status" className={styles.empty}>
        {count === 0 ? s.noCompetenciesMatch : null}
      </p>
      <div className={styles.groups}>
        {groups.map((group) => {
          const headingId = `${id}-${group.key.replace(/[^\w-]/g, '_')}`;
          return (
            // biome-ignore lint/a11y/useSemanticElements: a real heading names each group (heading navigation), not a legend
            <div key={group.key} role="group" aria-labelledby={headingId} className={styles.group}>
              <h3 id={headingId} className={styles.heading}>
                {group.title}
              </h3>
              <ul className={styles.list}>
                {group.items.map((item) => {
                  const checked = value.includes(item._id);
                  return (
                    <li key={item._id} className={styles.item}>
                      <input
                        id={boxId(item._id)}
                        type="checkbox"
                        className={styles.checkbox}
                        checked={checked}
                        onChange={(e) => toggle(item._id, e.target.checked)}
                      />
                      <label htmlFor={boxId(item._id)}>{item.name}</label>
                    </li>
                  );
                })}
              </ul>
            </div>
          );
        })}
      </div>
      {hasError ? (
        <p id={`${id}-error`} className={fieldStyles.error}>
          {error}
        </p>
      ) : null}
      {hint ? (
        <p id={`${id}-hint`} className={fieldStyles.hint}>
          {hint}
        </p>
      ) : null}
    </fieldset>
  );
}
