// @rolescope/widgets/pages: the full-page screens of the demo site (dashboard, thank-you, help,
// not-found, administration, an invitation's page). Hosts that embed the widgets do not need
// them; they are a separate entry so that the main entry stays the widgets a host embeds. Listed in api/widgets.api.md.
import { en } from '../strings/en';
import { registerStrings } from '../strings/registry';

// Every area's default strings: the screens below read them (a side effect, see package.json).
registerStrings(en);

import { withWidgetRoot } from '../primitives/WidgetRoot';
import { AdminArea as AdminAreaBase } from './AdminArea';
import { Dashboard as DashboardBase } from './Dashboard';
import { HelpCenter as HelpCenterBase } from './HelpCenter';
import { JoinOrganization as JoinOrganizationBase } from './JoinOrganization';
import { NotFound as NotFoundBase } from './NotFound';
import { ThankYou as ThankYouBase } from './ThankYou';

export type { AdminAreaProps } from './AdminArea';
export type { DashboardProps } from './Dashboard';
export type { HelpCenterProps } from './HelpCenter';
export type { JoinOrganizationProps } from './JoinOrganization';
export type { NotFoundProps } from './NotFound';
export type { ThankYouProps } from './ThankYou';

// Each screen inside its `WidgetRoot`: the scoped reset applies to it, not to the host's layout.
export const AdminArea = /* @__PURE__ */ withWidgetRoot(AdminAreaBase);
export const Dashboard = /* @__PURE__ */ withWidgetRoot(DashboardBase);
export const HelpCenter = /* @__PURE__ */ withWidgetRoot(HelpCenterBase);
export const JoinOrganization = /* @__PURE__ */ withWidgetRoot(JoinOrganizationBase);
export const NotFound = /* @__PURE__ */ withWidgetRoot(NotFoundBase);
export const ThankYou = /* @__PURE__ */ withWidgetRoot(ThankYouBase);
