import type { ReactNode } from 'react';
import { RolescopeElementBase, type WidgetContext } from '../base/RolescopeElementBase';
import { ReportsFlow } from './ReportsFlow';

/** `<rolescope-reports>`: the signed-in user's reports history. */
export class RolescopeReportsElement extends RolescopeElementBase {
  protected renderWidget(context: WidgetContext): ReactNode {
    return <ReportsFlow {...context} />;
  }
}
