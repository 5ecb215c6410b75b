import type { ReactNode } from 'react';
import { RolescopeElementBase, type WidgetContext } from '../base/RolescopeElementBase';
import { EvaluationFlow } from './EvaluationFlow';

/** `<rolescope-evaluation>`: the competency wizard, its results and Submit. */
export class RolescopeEvaluationElement extends RolescopeElementBase {
  protected renderWidget({ emit, strings }: WidgetContext): ReactNode {
    return <EvaluationFlow emit={emit} strings={strings} />;
  }
}
