import type { ReactNode } from 'react';
import { RolescopeElementBase, type WidgetContext } from '../base/RolescopeElementBase';
import { AuthFlow } from './AuthFlow';

/** `<rolescope-auth>`: sign in, sign up and forgotten password; the user menu once signed in. */
export class RolescopeAuthElement extends RolescopeElementBase {
  protected renderWidget(context: WidgetContext): ReactNode {
    return <AuthFlow {...context} />;
  }
}
