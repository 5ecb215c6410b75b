import { account } from './account';
import { career } from './career';
import { charts } from './charts';
import { shared } from './common';
import { embed } from './embed';
import { personAreas } from './personAreas';
import { reports } from './reports';
import { results } from './results';
import { reviewComparison } from './reviewComparison';

// The sets of areas of the main entry's other widgets (an app's shell imports `personAreas.ts`
// instead). Each set is a list, so a bundler drops the sets a bundle does not use; the first
// widget of the main entry (AuthPanel) imports this module, so a bundle holding every widget
// (`@rolescope/elements`) keeps the texts together, which gzip compresses better.

/** The texts of the sign-in split screen and its views (as `@rolescope/widgets/auth-panel`). */
export const authPanelAreas = [account, shared, embed];

/**
 * What the widgets that show reports read (`ReportsHistory`, `ReportDialog`, the results, the
 * career evaluation): a person's areas (`personAreas.ts`) and the reports' (history, dialog,
 * results, career report, charts, a manager's review beside one's levels).
 */
export const reportWidgetAreas = [personAreas, reports, career, results, charts, reviewComparison];
