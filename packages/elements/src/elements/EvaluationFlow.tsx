import { EvaluationFlow as Flow } from '@rolescope/widgets';
import type { WidgetContext } from '../base/RolescopeElementBase';

/** The widgets' whole evaluation flow, its submission and exit sent as the element's events. */
export function EvaluationFlow({ emit }: WidgetContext) {
  return (
    <Flow
      onSubmitted={(submitted) => emit('rolescope:submitted', submitted)}
      onExit={() => emit('rolescope:navigate', { path: '/user-dashboard' })}
    />
  );
}
