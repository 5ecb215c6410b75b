import { type KeyboardEvent, useEffect, useId, useState } from 'react';
import type { InsightsFilters } from '../../model/organization/insightsFilters';
import { Button } from '../../primitives/Button';
import { Select } from '../../primitives/Select';
import { TextField } from '../../primitives/TextField';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './OrganizationInsights.css';

type Option = { value: string; label: string };

type FiltersProps = {
  filters: InsightsFilters;
  onChange: (filters: InsightsFilters) => void;
  teams: readonly Option[];
  departments: readonly Option[];
  jobFamilies: readonly Option[];
};

const MONTH = /^\d{4}-(0[1-9]|1[0-2])$/;

/**
 * A text filter applied when it is left or Enter is pressed (not at every key, which would
 * ask the server for every letter), and shown again when the filters change from outside.
 */
function useCommittedText(value: string | undefined, commit: (value: string) => void) {
  const [draft, setDraft] = useState(value ?? '');
  useEffect(() => setDraft(value ?? ''), [value]);
  const apply = () => {
    if (draft.trim() !== (value ?? '')) commit(draft.trim());
  };
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') apply();
  };
  return { value: draft, onChange: (v: string) => setDraft(v), onBlur: apply, onKeyDown };
}

/**
 * Team, department, job family, manager and the period's months; each change is one new
 * filters object.
 */
export function Filters({ filters, onChange, teams, departments, jobFamilies }: FiltersProps) {
  const s = useStrings().organizationInsights;
  const legendId = useId();
  const set = (patch: Partial<InsightsFilters>) => onChange({ ...filters, ...patch });
  const manager = useCommittedText(filters.manager, (manager) => set({ manager }));
  const from = useCommittedText(filters.from, (v) => set({ from: v }));
  const to = useCommittedText(filters.to, (v) => set({ to: v }));
  const monthField = (label: string, field: typeof from) => (
    <TextField
      label={label}
      type="month"
      placeholder="YYYY-MM"
      value={field.value}
      onChange={(e) => field.onChange(e.target.value)}
      onBlur={field.onBlur}
      onKeyDown={field.onKeyDown}
      error={field.value && !MONTH.test(field.value) ? s.monthFormat : undefined}
    />
  );
  const any = Object.keys(filters).some((k) => k !== 'groupBy');
  return (
    <fieldset className={`${styles.filters} ${styles.noPrint}`} aria-labelledby={legendId}>
      <legend id={legendId} className={styles.filtersLegend}>
        {s.filters}
      </legend>
      <Select
        label={s.team}
        options={[{ value: '', label: s.allTeams }, ...teams]}
        value={filters.team ?? ''}
        onChange={(team) => set({ team })}
      />
      <Select
        label={s.department}
        options={[{ value: '', label: s.allDepartments }, ...departments]}
        value={filters.department ?? ''}
        onChange={(department) => set({ department })}
      />
      <Select
        label={s.jobFamily}
        options={[{ value: '', label: s.allJobFamilies }, ...jobFamilies]}
        value={filters.jobFamily ?? ''}
        onChange={(jobFamily) => set({ jobFamily })}
      />
      <TextField
        label={s.manager}
        value={manager.value}
        onChange={(e) => manager.onChange(e.target.value)}
        onBlur={manager.onBlur}
        onKeyDown={manager.onKeyDown}
      />
      {monthField(s.from, from)}
      {monthField(s.to, to)}
      <div>
        <Button
          variant="secondary"
          disabled={!any}
          onClick={() => onChange(filters.groupBy ? { groupBy: filters.groupBy } : {})}
        >
          {s.clear}
        </Button>
      </div>
    </fieldset>
  );
}
