import type { ReportType } from '@rolescope/core';
import { useId, useState } from 'react';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { useStrings } from '../../strings';
import { visuallyHidden } from '../../theme';
import * as styles from './ReportTypeDialog.css';

export type ReportTypeDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** "Start Now" with the chosen type (default competency; core's `ReportType`). */
  onStart: (reportType: ReportType) => void;
};

/** Select Report Type: Competency Report (default) or Career Progression Report. */
export function ReportTypeDialog({ open, onOpenChange, onStart }: ReportTypeDialogProps) {
  const s = useStrings().wizard;
  const d = useStrings().dashboard;
  const name = useId();
  const [type, setType] = useState<ReportType>('competency');
  const options: [ReportType, string][] = [
    ['competency', s.competencyReport],
    ['career', s.careerProgressionReport],
  ];
  // However it closes (Cancel, Escape), the next opening starts on the default again.
  const changeOpen = (next: boolean) => {
    if (!next) setType('competency');
    onOpenChange(next);
  };
  return (
    <Dialog
      open={open}
      onOpenChange={changeOpen}
      size="sm"
      title={s.selectReportType}
      footer={
        <>
          <Button variant="secondary" onClick={() => changeOpen(false)}>
            {s.cancel}
          </Button>
          <Button onClick={() => onStart(type)}>{s.startNow}</Button>
        </>
      }
    >
      <fieldset className={styles.options}>
        <legend className={visuallyHidden}>{d.reportTypeLabel}</legend>
        {options.map(([value, label]) => (
          <label key={value} className={styles.option}>
            <input
              type="radio"
              className={styles.radio}
              name={name}
              value={value}
              checked={type === value}
              onChange={() => setType(value)}
            />
            {label}
          </label>
        ))}
      </fieldset>
    </Dialog>
  );
}
