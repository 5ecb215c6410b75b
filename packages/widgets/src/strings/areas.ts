import { account } from './account';
import { appShell } from './appShell';
import { shared } from './common';
import { competency } from './competency';
import { embed } from './embed';
import { evaluation } from './evaluation';
import { names } from './names';
import { roleDetails } from './roleDetails';

// Each set in a module that holds no larger set: a bundler keeps a module-level object whose
// spreads it cannot prove pure, so a chunk importing this file would ship the report texts too.

/** The texts of the provider (its embed gate and error toasts). */
export const providerAreas = { ...shared, ...embed };

/** The texts of the sign-in split screen and its views (as `@rolescope/widgets/auth-panel`). */
export const authPanelAreas = { ...account, ...shared, ...embed };

/**
 * What a person's widgets read (sign-in, the wizard, the user menu) and the main entry's
 * `useStrings`: every area but the report views' (`reportAreas.ts`), the organisation widgets'
 * (`teamReports`, `organizationInsights`, `managerReview`) and the `/pages` screens' (`pages.ts`,
 * `help.ts`). Those register with their widgets and entries, so a page that shows none of them
 * (the demo's signed-in wizard) does not ship their texts.
 */
export const personAreas = {
  ...account,
  ...appShell,
  ...evaluation,
  ...competency,
  ...roleDetails,
  ...shared,
  ...embed,
  ...names,
};
