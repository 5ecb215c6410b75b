import type { Ref } from 'react';
import { ProgressBar } from '../../primitives/ProgressBar';
import { formatString } from '../../strings/mergeStrings';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './StepHeader.css';

export type StepHeaderProps = {
  step: number;
  total: number;
  /** The step's name, shown as the page heading. */
  title: string;
  complete: boolean;
  /** The step heading (focusable by script: the wizard moves focus to it on a step change). */
  headingRef?: Ref<HTMLHeadingElement>;
};

/** 'Step N of 5', the step name, a progress bar of N/5 and a Completed / Not completed badge. */
export function StepHeader({ step, total, title, complete, headingRef }: StepHeaderProps) {
  const strings = useStrings();
  const stepOf = formatString(strings.wizard.stepOf, { n: step, total });
  return (
    <header className={styles.header}>
      <div className={styles.row}>
        <div className={styles.heading}>
          <p className={styles.stepOf}>{stepOf}</p>
          <h2 ref={headingRef} tabIndex={-1} className={styles.title}>
            {title}
          </h2>
        </div>
        <span className={styles.badge({ complete })}>
          {complete ? strings.wizard.completed : strings.wizard.notCompleted}
        </span>
      </div>
      <ProgressBar
        label={strings.wizard.progressLabel}
        value={step}
        min={0}
        max={total}
        valueText={stepOf}
      />
    </header>
  );
}
