import type { ReactNode } from 'react';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './Stepper.css';

export type StepStatus = 'current' | 'completed' | 'pending';

type StepperStep = { label: ReactNode; status: StepStatus };

export type StepperProps = {
  steps: readonly StepperStep[];
  /** The list's accessible name. */
  label: string;
  /** The text of a finished step's mark (default the strings' "Completed"). */
  completedLabel?: string;
  className?: string;
};

/** A vertical list of steps: current (`aria-current="step"`), completed (with a mark) or pending. */
export function Stepper({ steps, label, completedLabel, className }: StepperProps) {
  const strings = useStrings();
  const completed = completedLabel ?? strings.wizard.completed;
  return (
    <ol aria-label={label} className={[styles.list, className].filter(Boolean).join(' ')}>
      {steps.map((step, index) => (
        <li
          // biome-ignore lint/suspicious/noArrayIndexKey: steps are positional
          key={index}
          className={styles.step({ status: step.status })}
          aria-current={step.status === 'current' ? 'step' : undefined}
        >
          <span className={styles.number({ status: step.status })} aria-hidden="true">
            {step.status === 'completed' ? '✓' : index + 1}
          </span>
          <span className={styles.text}>
            <span className={styles.label}>{step.label}</span>
            {step.status === 'completed' ? <span className={styles.mark}>{completed}</span> : null}
          </span>
        </li>
      ))}
    </ol>
  );
}
