// @rolescope/widgets/pages: the full-page screens of the demo site (dashboard, thank-you, help,
// not-found, administration). Hosts that embed the widgets do not need them; they are a separate
// entry so that the main entry stays the widgets a host embeds. Listed in api/widgets.api.md.
import { en } from '../strings/en';
import { registerStrings } from '../strings/registry';

// Every area's default strings: the screens below read them (a side effect, see package.json).
registerStrings(en);

export { AdminArea, type AdminAreaProps } from './AdminArea';
export { Dashboard, type DashboardProps } from './Dashboard';
export { HelpCenter, type HelpCenterProps } from './HelpCenter';
export { NotFound, type NotFoundProps } from './NotFound';
export { ThankYou, type ThankYouProps } from './ThankYou';
