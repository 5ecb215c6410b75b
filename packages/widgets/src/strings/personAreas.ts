import { account } from './account';
import { appShell } from './appShell';
import { shared } from './common';
import { competency } from './competency';
import { embed } from './embed';
import { evaluation } from './evaluation';
import { names } from './names';
import { roleDetails } from './roleDetails';

// The sets of areas an app's shell uses (the provider, `useStrings`, the sign-in and wizard
// widgets), apart from the others (`areas.ts`): an app's first chunk imports this module, so
// the report texts that `areas.ts` lists stay in the chunks of the widgets that read them. Each
// set is a list (a bundler drops an unused one; an object of spreads it would keep).

/** The texts of the provider (its embed gate and error toasts). */
export const providerAreas = [shared, embed];

/**
 * What a person's widgets read (sign-in, the wizard, the user menu) and the main entry's
 * `useStrings`: every area but the report views' (`areas.ts`), the organisation widgets'
 * (`teamReports`, `organizationInsights`, `managerReview`) and the `/pages` screens' (`pages.ts`,
 * `help.ts`). Those register with their widgets and entries, so a page that shows none of them
 * (the demo's signed-in wizard) does not ship their texts.
 */
export const personAreas = [
  account,
  appShell,
  evaluation,
  competency,
  roleDetails,
  shared,
  embed,
  names,
];
