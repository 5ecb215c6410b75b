// @rolescope/widgets/team-reports: a manager's or hr's list of people alone. The provider comes
// from `@rolescope/widgets/provider` (or the main entry); its styles are the widgets' stylesheet
// (`@rolescope/widgets/styles.css`).
import { en } from '../strings/en';
import { registerStrings } from '../strings/registry';

// The texts of the list and of the report dialog it opens (which reads most areas: its
// sections, charts and career views), registered when the entry loads (package.json
// "sideEffects").
registerStrings(en);

import { TeamReports as TeamReportsBase } from '../organization';
import { withWidgetRoot } from '../primitives/WidgetRoot';

export type { TeamReportsProps } from '../organization';
/** The list inside its `WidgetRoot` (where the scoped reset applies). */
export const TeamReports = /* @__PURE__ */ withWidgetRoot(TeamReportsBase);
