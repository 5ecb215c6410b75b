import { TeamReports } from '@rolescope/widgets';
import type { ReactNode } from 'react';
import { RolescopeElementBase, type WidgetContext } from '../base/RolescopeElementBase';

/**
 * `<rolescope-team>`: a manager's people (hr: the organisation's) with their latest reports;
 * Review on a submitted report is a `rolescope:review` event with its id.
 */
export class RolescopeTeamElement extends RolescopeElementBase {
  protected renderWidget({ emit }: WidgetContext): ReactNode {
    return <TeamReports onReview={(reportId) => emit('rolescope:review', { reportId })} />;
  }
}
