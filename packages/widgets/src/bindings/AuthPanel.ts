import { AuthPanel as AuthPanelBase } from '../auth/AuthPanel';
import { authPanelAreas } from '../strings/areas';
import { withStrings } from '../strings/withStrings';

/**
 * The main entry's AuthPanel: the same panel as `/auth-panel`'s (its sign-up and
 * forgot-password views load when it opens), registering its default texts when it first renders.
 */
export const AuthPanel = /* @__PURE__ */ withStrings(AuthPanelBase, authPanelAreas);
