import { WIZARD_STEP_COUNT } from '../../model/evaluation/wizardData';
import { Button } from '../../primitives/Button';
import { useStrings } from '../../strings/StringsContext';
import { SaveStatus, type SaveStatusProps } from '../../wizard/SaveStatus';
import * as styles from '../../wizard/wizardLayout.css';

export type WizardActionsProps = {
  step: number;
  complete: boolean;
  /** The draft's save state, shown by the quiet saved indicator. */
  save: SaveStatusProps;
  onPrevious: () => void;
  onNext: () => void;
  onFinalize: () => void;
};

/** Previous, Save & Next (steps 1 to 4) or Finalize Competency Profile (step 5), and the saved indicator. */
export function WizardActions({
  step,
  complete,
  save,
  onPrevious,
  onNext,
  onFinalize,
}: WizardActionsProps) {
  const strings = useStrings();
  const last = step === WIZARD_STEP_COUNT;
  return (
    <div className={styles.actions}>
      <SaveStatus {...save} />
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
