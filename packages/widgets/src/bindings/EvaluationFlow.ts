import { EvaluationFlow as EvaluationFlowBase } from '../evaluation/EvaluationFlow';
import { reportWidgetAreas } from '../strings/areas';
import { withStrings } from '../strings/withStrings';

/** The main entry's EvaluationFlow: registers its default texts when it first renders. */
export const EvaluationFlow = /* @__PURE__ */ withStrings(EvaluationFlowBase, reportWidgetAreas);
