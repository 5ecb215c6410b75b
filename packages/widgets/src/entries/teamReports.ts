// @rolescope/widgets/team-reports: a manager's or hr's list of people alone. The provider comes
// from `@rolescope/widgets/provider` (or the main entry); its styles are the widgets' stylesheet
// (`@rolescope/widgets/styles.css`).
import { en } from '../strings/en';
import { registerStrings } from '../strings/registry';

// The texts of the list and of the report dialog it opens (which reads most areas: its
// sections, charts and career views), registered when the entry loads (package.json
// "sideEffects").
registerStrings(en);

export { TeamReports, type TeamReportsProps } from '../organization';
