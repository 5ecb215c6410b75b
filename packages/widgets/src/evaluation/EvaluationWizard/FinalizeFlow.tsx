import type { CompetencyLevelItem, SelectedLevels } from '@rolescope/core';
import type { CompetencyProfile, WizardData } from '../../model/evaluation/types';
import { Button } from '../../primitives/Button';
import { Dialog } from '../../primitives/Dialog';
import { LazyView } from '../../primitives/LazyView/LazyView';
import { useStrings } from '../../strings/StringsContext';
import type { WizardComponents } from './components';
import type { WizardPhase } from './initialWizardState';
import { SelectionPhasePart } from './parts';

export type FinalizeFlowProps = {
  phase: WizardPhase;
  setPhase: (phase: WizardPhase) => void;
  data: WizardData;
  competencyData: CompetencyLevelItem[];
  selectedLevels: SelectedLevels;
  components: WizardComponents;
  /** Yes in the confirmation. */
  onConfirmed: () => void;
  onGenerated: (profile: CompetencyProfile) => void;
  onSelectedLevelsChange: (next: SelectedLevels) => void;
  onComplete: (selectedLevels: SelectedLevels) => void;
};

/** Finalize: the confirmation, the competency selection modal, then the level picker. */
export function FinalizeFlow({
  phase,
  setPhase,
  data,
  competencyData,
  selectedLevels,
  components: { CompetencySelection, LevelPicker },
  onConfirmed,
  onGenerated,
  onSelectedLevelsChange,
  onComplete,
}: FinalizeFlowProps) {
  const strings = useStrings();
  return (
    <>
      <Dialog
        open={phase === 'confirm'}
        onOpenChange={(open) => {
          if (!open) setPhase('steps');
        }}
        role="alertdialog"
        size="sm"
        dismissable={false}
        title={strings.wizard.finalizeConfirm}
        footer={
          <>
            <Button variant="secondary" onClick={() => setPhase('steps')}>
              {strings.wizard.no}
            </Button>
            <Button onClick={onConfirmed}>{strings.wizard.yes}</Button>
          </>
        }
      />
      <LazyView>
        {phase === 'selection' ? (
          <SelectionPhasePart
            Selection={CompetencySelection}
            open
            onOpenChange={(open) => {
              if (!open) setPhase('steps');
            }}
            data={data}
            onGenerated={onGenerated}
          />
        ) : null}
        {phase === 'picker' && competencyData.length > 0 ? (
          <LevelPicker
            items={competencyData}
            selectedLevels={selectedLevels}
            onSelectedLevelsChange={onSelectedLevelsChange}
            startStep={1}
            onComplete={onComplete}
            onClose={() => setPhase('steps')}
          />
        ) : null}
      </LazyView>
    </>
  );
}
