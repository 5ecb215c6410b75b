import { CompetencyResults as CompetencyResultsBase } from '../evaluation/CompetencyResults';
import { reportWidgetAreas } from '../strings/reportAreas';
import { withStrings } from '../strings/withStrings';

/** The main entry's CompetencyResults: registers its default texts when it first renders. */
export const CompetencyResults = /* @__PURE__ */ withStrings(
  CompetencyResultsBase,
  reportWidgetAreas,
);
