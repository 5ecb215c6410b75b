import { ReportDialog as ReportDialogBase } from '../reports/ReportDialog';
import { reportWidgetAreas } from '../strings/areas';
import { withStrings } from '../strings/withStrings';

/** The main entry's ReportDialog: registers its default texts when it first renders. */
export const ReportDialog = /* @__PURE__ */ withStrings(ReportDialogBase, reportWidgetAreas);
