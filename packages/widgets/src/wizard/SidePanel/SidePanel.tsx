import { useId, useState } from 'react';
import { Stepper, type StepStatus } from '../../primitives/Stepper';
import { useStrings } from '../../strings/StringsContext';
import * as styles from './SidePanel.css';

export type SidePanelProps = {
  /** Step names in order. */
  steps: readonly string[];
  /** The current step, from 1. */
  current: number;
  /** Completion of each step, in order. */
  completed: readonly boolean[];
};

/**
 * 'Evaluation Steps' with every step current, completed (with its mark) or pending. Below
 * 768 px it collapses into a bar above the step header with a Show/Hide steps toggle.
 */
export function SidePanel({ steps, current, completed }: SidePanelProps) {
  const strings = useStrings();
  const [open, setOpen] = useState(false);
  const listId = useId();
  const titleId = useId();
  const status = (index: number): StepStatus =>
    index + 1 === current ? 'current' : completed[index] ? 'completed' : 'pending';
  return (
    <nav className={styles.panel} aria-labelledby={titleId}>
      <div className={styles.head}>
        <div>
          <h2 id={titleId} className={styles.title}>
            {strings.wizard.panelTitle}
          </h2>
          <p className={styles.subtitle}>{strings.wizard.panelSubtitle}</p>
        </div>
        <button
          type="button"
          className={styles.toggle}
          aria-expanded={open}
          aria-controls={listId}
          onClick={() => setOpen((o) => !o)}
        >
          {open ? strings.wizard.hideSteps : strings.wizard.showSteps}
        </button>
      </div>
      <div id={listId} className={styles.body({ open })}>
        <Stepper
          label={strings.wizard.panelTitle}
          steps={steps.map((label, index) => ({ label, status: status(index) }))}
        />
      </div>
    </nav>
  );
}
