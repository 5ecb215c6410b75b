import { AuthSidePanel as AuthSidePanelBase } from '../auth/AuthSidePanel';
import { personAreas } from '../strings/personAreas';
import { withStrings } from '../strings/withStrings';

/** The main entry's AuthSidePanel: registers its default texts when it first renders. */
export const AuthSidePanel = /* @__PURE__ */ withStrings(AuthSidePanelBase, personAreas);
