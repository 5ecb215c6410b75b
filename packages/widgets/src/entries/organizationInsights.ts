// @rolescope/widgets/organization-insights: HR's and managers' insights alone, with its
// stylesheet `@rolescope/widgets/organization-insights.css`. The provider comes from
// `@rolescope/widgets/provider` (or the main entry).
import { en } from '../strings/en';
import { registerStrings } from '../strings/registry';

// The texts of the widget and of the ReportDialog it opens (a side effect, see package.json).
registerStrings(en);

import { OrganizationInsights as OrganizationInsightsBase } from '../organization/OrganizationInsights';
import { withWidgetRoot } from '../primitives/WidgetRoot';

export type { InsightsFilters } from '../model/organization/insightsFilters';
export type { OrganizationInsightsProps } from '../organization/OrganizationInsights';
/** The insights inside their `WidgetRoot` (where the scoped reset applies). */
export const OrganizationInsights = /* @__PURE__ */ withWidgetRoot(OrganizationInsightsBase);
