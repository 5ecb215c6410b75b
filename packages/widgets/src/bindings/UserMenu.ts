import { UserMenu as UserMenuBase } from '../auth/UserMenu';
import { personAreas } from '../strings/personAreas';
import { withStrings } from '../strings/withStrings';

/** The main entry's UserMenu: registers its default texts when it first renders. */
export const UserMenu = /* @__PURE__ */ withStrings(UserMenuBase, personAreas);
