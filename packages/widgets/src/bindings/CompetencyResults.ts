import { CompetencyResults as CompetencyResultsBase } from '../evaluation/CompetencyResults';
import { reportWidgetAreas } from '../strings/areas';
import { withStrings } from '../strings/withStrings';

/** The main entry's CompetencyResults: registers its default texts when it first renders. */
export const CompetencyResults = /* @__PURE__ */ withStrings(
  CompetencyResultsBase,
  reportWidgetAreas,
);
