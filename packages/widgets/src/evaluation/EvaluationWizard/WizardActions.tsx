import { Button } from '../../primitives/Button';
import { useStrings } from '../../strings/StringsContext';
import * as styles from '../../wizard/wizardLayout.css';
import { WIZARD_STEP_COUNT } from '../model/wizardData';

export type WizardActionsProps = {
  step: number;
  complete: boolean;
  saving: boolean;
  pending: boolean;
  onPrevious: () => void;
  onNext: () => void;
  onFinalize: () => void;
};

/** Previous, Save & Next (steps 1 to 4) or Finalize Competency Profile (step 5), and the save status. */
export function WizardActions({
  step,
  complete,
  saving,
  pending,
  onPrevious,
  onNext,
  onFinalize,
}: WizardActionsProps) {
  const strings = useStrings();
  const last = step === WIZARD_STEP_COUNT;
  return (
    <div className={styles.actions}>
      <p className={styles.status} role="status">
        {saving ? strings.wizard.savingDraft : pending ? strings.wizard.pendingSave : ''}
      </p>
      <div className={styles.buttons}>
        <Button variant="secondary" onClick={onPrevious}>
          {strings.wizard.previous}
        </Button>
        {last ? (
          <Button disabled={!complete} onClick={onFinalize}>
            {strings.wizard.finalize}
          </Button>
        ) : (
          <Button disabled={!complete} onClick={onNext}>
            {strings.wizard.saveNext}
          </Button>
        )}
      </div>
    </div>
  );
}
