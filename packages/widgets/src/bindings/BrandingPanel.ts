import { BrandingPanel as BrandingPanelBase } from '../auth/AuthPanel';
import { authPanelAreas } from '../strings/areas';
import { withStrings } from '../strings/withStrings';

/** The main entry's BrandingPanel: registers its default texts when it first renders. */
export const BrandingPanel = /* @__PURE__ */ withStrings(BrandingPanelBase, authPanelAreas);
