// @rolescope/widgets/pages: the full-page screens of the demo site (dashboard, thank-you, help,
// not-found, administration). Hosts that embed the widgets do not need them; they are a separate
// entry so that the main entry stays the widgets a host embeds. Listed in api/widgets.api.md.
export { AdminArea, type AdminAreaProps } from './AdminArea';
export { Dashboard, type DashboardProps } from './Dashboard';
export { HelpCenter, type HelpCenterProps } from './HelpCenter';
export { NotFound, type NotFoundProps } from './NotFound';
export { ThankYou, type ThankYouProps } from './ThankYou';
