import { EvaluationWizard as EvaluationWizardBase } from '../evaluation/EvaluationWizard';
import { personAreas } from '../strings/personAreas';
import { withStrings } from '../strings/withStrings';

/** The main entry's EvaluationWizard: registers its default texts when it first renders. */
export const EvaluationWizard = /* @__PURE__ */ withStrings(EvaluationWizardBase, personAreas);
