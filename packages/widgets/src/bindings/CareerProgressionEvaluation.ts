import { CareerProgressionEvaluation as CareerProgressionEvaluationBase } from '../career/CareerProgressionEvaluation';
import { reportWidgetAreas } from '../strings/areas';
import { withStrings } from '../strings/withStrings';

/** The main entry's CareerProgressionEvaluation: registers its default texts when it first renders. */
export const CareerProgressionEvaluation = /* @__PURE__ */ withStrings(
  CareerProgressionEvaluationBase,
  reportWidgetAreas,
);
