import { OrganizationInsights as OrganizationInsightsBase } from '../organization';
import { en } from '../strings/en';
import { withStrings } from '../strings/withStrings';

/** The main entry's OrganizationInsights: registers its default texts when it first renders. */
export const OrganizationInsights = /* @__PURE__ */ withStrings(OrganizationInsightsBase, en);
