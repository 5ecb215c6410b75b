import { ReportsHistory as ReportsHistoryBase } from '../reports/ReportsHistory';
import { reportWidgetAreas } from '../strings/areas';
import { withStrings } from '../strings/withStrings';

/** The main entry's ReportsHistory: registers its default texts when it first renders. */
export const ReportsHistory = /* @__PURE__ */ withStrings(ReportsHistoryBase, reportWidgetAreas);
