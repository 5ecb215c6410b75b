// @rolescope/widgets/organization-insights: HR's and managers' insights alone, with its
// stylesheet `@rolescope/widgets/organization-insights.css`. The provider comes from
// `@rolescope/widgets/provider` (or the main entry).
import { en } from '../strings/en';
import { registerStrings } from '../strings/registry';

// The texts of the widget and of the ReportDialog it opens (a side effect, see package.json).
registerStrings(en);

export type { InsightsFilters } from '../model/organization/insightsFilters';
export {
  OrganizationInsights,
  type OrganizationInsightsProps,
} from '../organization/OrganizationInsights';
