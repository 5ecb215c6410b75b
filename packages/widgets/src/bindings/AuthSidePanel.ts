import { AuthSidePanel as AuthSidePanelBase } from '../auth/AuthSidePanel';
import { en } from '../strings/en';
import { withStrings } from '../strings/withStrings';

/** The main entry's AuthSidePanel: registers its default texts when it first renders. */
export const AuthSidePanel = /* @__PURE__ */ withStrings(AuthSidePanelBase, en);
