import { personAreas } from './areas';
import { career } from './career';
import { charts } from './charts';
import { reports } from './reports';
import { results } from './results';
import { reviewComparison } from './reviewComparison';

/** The texts of the reports (history, dialog, results, career report, charts). */
export const reportAreas = {
  ...reports,
  ...career,
  ...results,
  ...charts,
  ...reviewComparison,
};

/** What the widgets that show reports read (`ReportsHistory`, `ReportDialog`, the results). */
export const reportWidgetAreas = { ...personAreas, ...reportAreas };
