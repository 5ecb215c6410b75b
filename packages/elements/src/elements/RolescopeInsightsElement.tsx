import { OrganizationInsights } from '@rolescope/widgets';
import type { ReactNode } from 'react';
import { RolescopeElementBase, type WidgetContext } from '../base/RolescopeElementBase';

/**
 * `<rolescope-insights>`: the organisation's insights for an hr or manager session; every
 * change of its filters is a `rolescope:filters-change` event (the page may keep them in its URL).
 */
export class RolescopeInsightsElement extends RolescopeElementBase {
  protected renderWidget({ emit }: WidgetContext): ReactNode {
    return (
      <OrganizationInsights
        onFiltersChange={(filters) => emit('rolescope:filters-change', { filters })}
      />
    );
  }
}
