import { TeamReports as TeamReportsBase } from '../organization';
import { en } from '../strings/en';
import { withStrings } from '../strings/withStrings';

/** The main entry's TeamReports: registers its default texts when it first renders. */
export const TeamReports = /* @__PURE__ */ withStrings(TeamReportsBase, en);
