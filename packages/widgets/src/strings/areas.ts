import { account } from './account';
import { appShell } from './appShell';
import { career } from './career';
import { charts } from './charts';
import { shared } from './common';
import { competency } from './competency';
import { embed } from './embed';
import { evaluation } from './evaluation';
import { names } from './names';
import { reports } from './reports';
import { results } from './results';
import { reviewComparison } from './reviewComparison';
import { roleDetails } from './roleDetails';

/** The texts of the provider (its embed gate and error toasts). */
export const providerAreas = { ...shared, ...embed };

/** The texts of the sign-in split screen and its views (as `@rolescope/widgets/auth-panel`). */
export const authPanelAreas = { ...account, ...shared, ...embed };

/**
 * Every area but the organisation widgets' own (`teamReports`, `organizationInsights`,
 * `managerReview`) and the `/pages` screens' (`pages.ts`, `help.ts`): what a person's widgets
 * read, and the main entry's `useStrings`. The others register with their widgets and entries,
 * so a person's pages (the demo's signed-in wizard) do not ship them.
 */
export const personAreas = {
  ...account,
  ...reports,
  ...evaluation,
  ...competency,
  ...appShell,
  ...roleDetails,
  ...shared,
  ...career,
  ...embed,
  ...results,
  ...charts,
  ...names,
  ...reviewComparison,
};
